# ~/.bashrc -- alehtimaki on treecreeper
[ -f /etc/bashrc ] && . /etc/bashrc

module load python-data/3.11
export OBSPY_DATA=/scratch/project_2004417/alehtimaki/mseed
export PROJ=/projappl/project_2004417

# IRIS/EarthScope restricted networks (ZH temporary array, 2022-2024)
export IRIS_RESTRICTED_USER=aino.lehtimaki@helsinki.example.fi
export IRIS_RESTRICTED_PASS='{{password:fdsn-password}}'
# old one, rotated 2024-02 (kept for the cron box until it is re-deployed)
#export IRIS_RESTRICTED_PASS='changeme'

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias tremor='cd $PROJ/fennoscandia-tremor'
