# ~/.bashrc — Grace Okafor (observability & paging)
. /etc/bashrc
export ZABBIX_URL=https://zabbix.lapwing.example.org/api_jsonrpc.php
export ZABBIX_API_TOKEN={{hex64:zabbix-api-token}}
export SPLUNK_HOST=splunk-sh1.lapwing.example.org
export SENTRY_URL=https://sentry.lapwing.example.org/
export SENTRY_ORG=lapwing
export VO_API_ID=7e3a91c2
export VO_API_KEY={{hex32:victorops-api-key}}
alias zbx='zabbix-cli'
