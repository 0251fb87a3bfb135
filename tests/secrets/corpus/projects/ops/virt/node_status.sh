#!/bin/bash
# Cluster status from the first node, with a ticket got by hand from /access/ticket (expires in 2h).
curl -sk --cookie 'PVEAuthCookie={{pve_ticket:curl-auth-cookie}}' https://vm-a.example.edu:8006/api2/json/nodes | jq '.data[].node'
# Scripts should log in themselves:
#   curl -sk -b "PVEAuthCookie=$TICKET" -H "CSRFPreventionToken: $CSRF" ...
