# ~/.bashrc — Catriona MacLeod, seabird tracking (Curlew)
[ -f /etc/bashrc ] && . /etc/bashrc

module load R/4.4.1-foss-2024a GDAL/3.9.0 PROJ/9.4.1
export R_LIBS_USER=$HOME/R/rocky9/4.4
export MOVEBANK_USER=cmacleod_curlew
export MOVEBANK_STUDY_ID=2911040312        # Shiant Isles razorbills, GPS-GSM 2023-2025
export EBIRD_REGION=GB-SCT-WIS

# eBird API 2.0 token (ebird.org/api/keygen), for the colony checklists
export EBIRD_API_KEY={{lower12:ebird-api-key}}

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias proj='cd /mnt/projects/seabird-gps'

# >>> conda initialize >>>
__conda_setup="$('/opt/miniforge3/bin/conda' 'shell.bash' 'hook' 2> /dev/null)"
eval "$__conda_setup"
unset __conda_setup
# <<< conda initialize <<<
