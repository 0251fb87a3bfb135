#!/bin/bash
# Icinga 2 agent on a storage node (BeeGFS meta). Ticket from: icinga2 pki ticket --cn $(hostname -f)
NODE=$(hostname -f)
icinga2 pki new-cert --cn "$NODE" --key /var/lib/icinga2/certs/$NODE.key --cert /var/lib/icinga2/certs/$NODE.crt
icinga2 pki save-cert --trustedcert /var/lib/icinga2/certs/trusted-parent.crt --host icinga-master.whinchat.example.ie
icinga2 node setup --ticket {{whinchat_icinga_ticket}} \
    --cn "$NODE" --endpoint icinga-master.whinchat.example.ie --zone "$NODE" \
    --parent_zone master --parent_host icinga-master.whinchat.example.ie \
    --trustedcert /var/lib/icinga2/certs/trusted-parent.crt \
    --accept-commands --accept-config --disable-confd
systemctl restart icinga2
