#!/bin/sh
# Open a Statuspage incident when the scheduler is down; page id and component ids are not secret.
PAGE_ID=k7t9x2m4p8qz
COMPONENT_SLURM=9mq3r5t7v1wx
curl -s https://api.statuspage.io/v1/pages/$PAGE_ID/incidents \
  -H "Authorization: OAuth {{uuid:statuspage-api-key}}" \
  -d "incident[name]=Scheduler unavailable" \
  -d "incident[status]=investigating" \
  -d "incident[components][$COMPONENT_SLURM]=major_outage"
