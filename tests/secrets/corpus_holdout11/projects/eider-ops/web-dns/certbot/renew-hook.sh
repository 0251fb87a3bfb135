#!/bin/sh
# /etc/letsencrypt/renewal-hooks/deploy/haproxy.sh: join fullchain and key for HAProxy
cat "$RENEWED_LINEAGE/fullchain.pem" "$RENEWED_LINEAGE/privkey.pem" > /etc/haproxy/certs/$(basename "$RENEWED_LINEAGE").pem
systemctl reload haproxy
