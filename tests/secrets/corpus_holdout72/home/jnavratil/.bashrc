# jnavratil
. /etc/bashrc
module load python/3.12
export IA_CONFIG_FILE=$HOME/.config/internetarchive/ia.ini
alias iaup='ia upload --retries 5 --sleep 30'
