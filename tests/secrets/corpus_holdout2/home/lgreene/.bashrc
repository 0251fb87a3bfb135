# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$HOME/go/bin:$PATH
export VAULT_ADDR=https://vault.hpc.example.edu:8200
export SLURM_CONF=/etc/slurm/slurm.conf
export EDITOR=vim

# jira-cli (ankitpokhrel/jira-cli) against the university Atlassian cloud
export JIRA_AUTH_TYPE=basic
export JIRA_API_TOKEN={{atlassian}}
export GITLAB_TOKEN=$(cat ~/.config/gitlab/token 2>/dev/null)

alias sq='squeue -u $USER -o "%.18i %.9P %.30j %.8T %.10M %R"'
alias si='sinfo -o "%20P %5a %.10l %16F"'
