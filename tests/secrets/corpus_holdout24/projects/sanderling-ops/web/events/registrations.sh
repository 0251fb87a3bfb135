#!/bin/bash
# export attendees of the GPU workshop for the badge printer
EVENT=1098822130457
curl -s "https://www.eventbriteapi.com/v3/events/$EVENT/attendees/" \
  -H "Authorization: Bearer ${EVENTBRITE_PRIVATE_TOKEN:?source events/eventbrite.env}" \
  | jq -r '.attendees[] | [.profile.name, .profile.email] | @csv' > attendees.csv
