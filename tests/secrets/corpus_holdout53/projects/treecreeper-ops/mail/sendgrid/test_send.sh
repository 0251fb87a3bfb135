#!/bin/bash
curl --request POST \
  --url https://api.sendgrid.com/v3/mail/send \
  --header "Authorization: Bearer {{sendgrid}}" \
  --header 'Content-Type: application/json' \
  --data '{"personalizations":[{"to":[{"email":"pnatarajan@treecreeper.example.fi"}]}],"from":{"email":"lists@treecreeper.example.fi"},"subject":"test","content":[{"type":"text/plain","value":"ok"}]}'
# docs header example: Authorization: Bearer <Your-API-Key-Here>
