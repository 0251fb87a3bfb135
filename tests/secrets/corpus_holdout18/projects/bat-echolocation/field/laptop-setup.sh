#!/bin/sh
# field laptop at the Kittiwake Head transect: joins the tailnet unattended
curl -fsSL https://tailscale.com/install.sh | sh
tailscale up --authkey={{tailscale}} --hostname=bat-field-01 --ssh
# battery alerts
curl -H "Authorization: Bearer $NTFY_TOKEN" -d "field laptop up" https://ntfy.kittiwake.example.edu/bat-station-battery
