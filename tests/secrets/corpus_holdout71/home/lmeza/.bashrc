[ -f /etc/bashrc ] && . /etc/bashrc
export EDITOR=vim
# jira-cli (ankitpokhrel) on Jira Data Center: bearer PAT
export JIRA_AUTH_TYPE=bearer
export JIRA_API_TOKEN={{jira_dc_pat}}
export ZAMMAD_URL=https://soporte.serin.example.mx
export RT_URL=https://rt.serin.example.mx
alias jl='jira issue list -q "project = HPC AND status != Done"'
