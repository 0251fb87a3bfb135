# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export MAST_API_TOKEN=$(cat ~/.mast_token)
export LIGHTKURVE_CACHE=/scratch/angata/lkcache
alias lcoapi='curl -s -H "Authorization: Token {{hex40:lco-api-token}}"'
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
