#!/bin/bash
# Join a new GPU node as an Icinga agent (ticket from: icinga2 pki ticket --cn <fqdn>)
NODE=gpu-a100-07.sanderling.example.org
icinga2 pki new-cert --cn $NODE --key /var/lib/icinga2/certs/$NODE.key --cert /var/lib/icinga2/certs/$NODE.crt
icinga2 node setup --ticket {{hex40:icinga-pki-ticket}} \
  --cn $NODE --endpoint icinga01.sanderling.example.org --zone $NODE \
  --parent_zone master --parent_host icinga01.sanderling.example.org \
  --trustedcert /var/lib/icinga2/certs/trusted-parent.crt \
  --accept-commands --accept-config --disable-confd
