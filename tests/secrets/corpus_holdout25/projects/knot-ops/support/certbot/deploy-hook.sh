#!/bin/sh
# /etc/letsencrypt/renewal-hooks/deploy/reload.sh
set -e
case "$RENEWED_DOMAINS" in
  *help.knot.example.edu*) systemctl reload nginx ;;
  *lists.knot.example.edu*) systemctl reload nginx mailman3-web ;;
esac
# the account key lives in /etc/letsencrypt/accounts/, readable by root only
