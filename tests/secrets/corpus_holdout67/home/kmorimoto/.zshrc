# .zshrc
export ZSH="$HOME/.oh-my-zsh"
ZSH_THEME="robbyrussell"
plugins=(git)
source $ZSH/oh-my-zsh.sh

export IONQ_API_KEY={{alnum32:ionq-api-key}}
export QBRAID_API_KEY="$(awk -F' = ' '/api-key/{print $2}' ~/.qbraid/qbraidrc)"
path+=(~/.pixi/bin)
