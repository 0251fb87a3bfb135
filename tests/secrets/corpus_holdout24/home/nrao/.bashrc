# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load beast2/2.7.7 beagle-lib/4.0.1-cuda12
export BEAST_PACKAGE_PATH=$HOME/.beast/2.7
export NOTION_TOKEN="{{notion_token}}"
export NOTION_DB=9c1e2f3a4b5c4d6e8f7a0b1c2d3e4f5a
export BASEROW_TOKEN={{alnum32:baserow-database-token}}
export GITHUB_TOKEN=$(cat ~/.config/gh/token 2>/dev/null)
alias sq='squeue -u nrao -o "%.10i %.20j %.8T %.10M"'
