# ~/.bashrc -- Aino Virtanen, Yellowlegs cluster
[ -f /etc/bashrc ] && . /etc/bashrc
module load nonmem/7.5.1 psn/5.3.1 monolix/2024R1 R/4.4.1
export PATH=$HOME/bin:$PATH
export NMHOME=/opt/apps/nonmem/7.5.1
# REDCap project 1187 (POPKIN-PED), export-only token
export REDCAP_API_URL=https://redcap.yellowlegs.example.org/api/
export REDCAP_API_TOKEN={{hex32_upper:redcap-api-token}}
# the super token is NOT kept here; ask Jonas
export REDCAP_SUPER_TOKEN=
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias psnx='execute -nm_version=nm751 -threads=8'
