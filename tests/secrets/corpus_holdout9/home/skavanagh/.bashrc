# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export ONC_TOKEN={{uuid:onc-api-token}}
export WHALE=/projects/whale-song
alias sq='squeue -u $USER'
alias lsd='cd $WHALE/labelstudio && docker compose ps'
module load python/3.11.9 julia/1.10.4 sox/14.4.2
