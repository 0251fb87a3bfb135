#!/bin/bash
# monthly CPU-hours per PI for the steering board (XDMoD REST, API token)
XD=https://xdmod.pipit.example.at
curl -s -H "Authorization: Bearer ${XDMOD_API_TOKEN}" \
  "$XD/rest/v1/warehouse/aggregatedata?realm=Jobs&group_by=pi&statistics=total_cpu_hours&start_date=2025-03-01&end_date=2025-03-31&format=csv"
