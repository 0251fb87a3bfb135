#!/bin/bash
# battery / geofence alerts from the field laptop to our phones (ntfy on the centre's server)
NTFY_TOKEN={{ntfy}}
msg=${1:-"test from $(hostname)"}
curl -s -H "Authorization: Bearer $NTFY_TOKEN" -H "Priority: high" -d "$msg" \
     https://ntfy.wheatear.example.ie/uav-field
