# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 awscli/2.17
export AWS_PROFILE=default
export PYART_QUIET=1
alias nexls='aws s3 ls --no-sign-request s3://noaa-nexrad-level2/'
export SYNOPTIC_TOKEN_FILE=$HOME/.config/synoptic/token
