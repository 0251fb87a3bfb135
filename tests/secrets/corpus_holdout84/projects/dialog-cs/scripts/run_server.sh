#!/bin/bash
# start the Rasa HTTP API for the helpdesk widget
cd /projects/dialog-cs/rasa
rasa run --enable-api --cors "https://knihovna.pochard.example.cz" \
  --auth-token {{alnum32:rasa-http-api-token}} \
  --jwt-secret '{{alnum50:rasa-jwt-secret}}' --jwt-method HS256 \
  --endpoints endpoints.yml --credentials credentials.yml \
  --port 5005 --log-file /scratch/bkolarova/rasa.log
