# ~/.bashrc — Nnamdi Okafor (pulsar survey)
[ -f /etc/bashrc ] && . /etc/bashrc

module load presto/4.0-gcc12 psrchive/2024.06 tempo2/2023.05.1 cuda/12.4
export PRESTO=/sw/presto/4.0
export TEMPO=/sw/tempo/2023
export PSRCAT_FILE=/projects/pulsar-survey/catalogues/psrcat_v2.5.1.db
export PGPLOT_DIR=/sw/pgplot/5.2.2
export PGPLOT_DEV=/png

# candidate alerts to #psr-candidates (the bot's webhook, do not share)
export SLACK_CANDIDATES_WEBHOOK=https://hooks.slack.com/services/{{slack_webhook}}

# the LTA stager reads ~/.stagingrc, awlofar reads ~/.awe/Environment.cfg
export LTA_USER=nokafor
export WANDB_PROJECT=pics-retrain
export WANDB_API_KEY="$(cat ~/.config/wandb/key 2>/dev/null)"

alias sq='squeue -u $USER -o "%.10i %.12P %.30j %.8T %.10M %R"'
alias psrplot_png='psrplot -D /png -p freq+'
