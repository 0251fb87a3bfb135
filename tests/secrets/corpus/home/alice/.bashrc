# ~/.bashrc: executed by bash(1) for non-login shells.
[ -z "$PS1" ] && return
HISTCONTROL=ignoreboth
shopt -s histappend
export PATH="$HOME/.local/bin:$PATH"
export EDITOR=vim
export PASSWORD={{password14:shell-export-secret}}
alias ll='ls -alF'
export GITLAB_TOKEN={{gitlab}}
export NPM_TOKEN={{npm}}
export AWS_SESSION_TOKEN_DURATION=3600
export SSH_AUTH_SOCK="$XDG_RUNTIME_DIR/ssh-agent.socket"
export VAULT_TOKEN_PATH=~/.vault-token
export KRB5_AUTH_CACHE=FILE:/tmp/krb5cc_1000
export DATABASE_PASSWORD={{password:shell-export-secret}}
if [ -f ~/.bash_aliases ]; then
    . ~/.bash_aliases
fi
