# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export MMCTL_LOCAL_SOCKET_PATH=/var/tmp/mattermost_local.socket
alias mq='postqueue -p | tail -n 1'
alias occ='sudo -u www-data php /var/www/nextcloud/occ'
# SendGrid key: `pass show mail/sendgrid-relay`
