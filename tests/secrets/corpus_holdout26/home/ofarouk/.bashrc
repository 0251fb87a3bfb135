# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export EDITOR=vim
export PATH="$HOME/.local/bin:$PATH"
# jira-cli reads JIRA_API_TOKEN; on Data Center it is a personal access token
export JIRA_API_TOKEN="{{jira_dc_pat}}"
export JIRA_AUTH_TYPE=bearer
alias myq='rt ls -q HPC "Owner = __CurrentUser__ AND Status != resolved"'
