#!/usr/bin/env bash
# cron: 17 3 * * * /projects/dunnock-ops/web/acme/renew-haproxy.sh
set -eu
export CF_Token="${CF_Token:?read from account.conf by acme.sh}"
export DEPLOY_HAPROXY_HOT_UPDATE=yes
export DEPLOY_HAPROXY_STATS_SOCKET=/run/haproxy/admin.sock
/home/mortega/.acme.sh/acme.sh --cron --home /home/mortega/.acme.sh
