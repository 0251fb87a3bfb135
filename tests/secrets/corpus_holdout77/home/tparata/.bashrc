# ~/.bashrc (tparata)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11
export TX_TOKEN={{blackcap_transifex_token}}
export LOKALISE_API_TOKEN=${LOKALISE_API_TOKEN:-$(pass show lokalise/tparata)}
alias txp='tx pull -a --mode translator'
