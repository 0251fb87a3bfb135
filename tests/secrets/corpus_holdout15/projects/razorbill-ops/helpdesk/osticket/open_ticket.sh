#!/bin/sh
# Open a ticket in the legacy osTicket (storage quota alerts still go there until March)
curl -s -H "X-API-Key: {{hex32_upper:osticket-api-key}}" \
  -H "Content-Type: application/json" \
  -d @- https://tickets.razorbill.example.edu/api/tickets.json <<JSON
{"alert": true, "autorespond": false, "source": "API", "name": "quota-bot",
 "email": "quota-bot@razorbill.example.edu", "subject": "Quota over 95% on $1",
 "message": "data:text/plain,$2"}
JSON
