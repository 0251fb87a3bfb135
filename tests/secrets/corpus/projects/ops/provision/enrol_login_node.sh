#!/bin/bash
# Enrol a login node with the one-time password `ipa host-add --random` printed on the server.
ONETIME='{{password:option-password-variable}}'
DM_PW=$(cat /root/.dm_password)
ipa-client-install --unattended --domain lab.example.edu --password "$ONETIME" --mkhomedir
ipa-server-upgrade --password "$DM_PW"
