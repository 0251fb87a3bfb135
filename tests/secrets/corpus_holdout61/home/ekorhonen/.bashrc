# .bashrc -- ekorhonen
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export KILPIS=/scratch/project_2004417/ekorhonen/kilpis-transients
alias sq='squeue -u $USER'
alias tnsq='python $KILPIS/tns/report_bot.py --dry-run'

# SkyPortal / Fritz API (profile page -> Tokens). the first line is the token of the shared group account
#export FRITZ_TOKEN={{uuid:skyportal-api-token}}
export FRITZ_TOKEN={{uuid:skyportal-api-token}}
export FRITZ_URL=https://fritz.science
# TNS key lives in tns/.env, do not export it here
export TNS_BOT_ID=187423
export TNS_BOT_NAME=siskin_kilpis_bot
