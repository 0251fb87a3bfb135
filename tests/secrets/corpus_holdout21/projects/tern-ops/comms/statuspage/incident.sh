#!/bin/bash
# Open a Statuspage incident for planned maintenance from the change ticket.
PAGE_ID=kctbh9vrtdwd
COMPONENT_SLURM=8kbf7d35c070
curl -s https://api.statuspage.io/v1/pages/$PAGE_ID/incidents \
  -H "Authorization: OAuth {{hex32:statuspage-api-key}}" \
  -d "incident[name]=Scheduled maintenance: Slurm upgrade" \
  -d "incident[status]=scheduled" \
  -d "incident[component_ids][]=$COMPONENT_SLURM" \
  -d "incident[scheduled_for]=2026-12-09T07:00:00Z"
