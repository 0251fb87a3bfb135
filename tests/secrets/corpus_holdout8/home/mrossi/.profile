export PATH=$HOME/.local/bin:$PATH
export OURA_PAT={{upper32:oura-personal-access-token}}
export EDITOR=vim
