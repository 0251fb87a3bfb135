#!/bin/sh
# Mailgun: domain sending key for mg.yellowlegs.example.org, and the old account key kept for the suppression job
curl -s --user "api:{{mailgun}}" https://api.eu.mailgun.net/v3/mg.yellowlegs.example.org/events?limit=5
# legacy: curl -s --user 'api:{{mailgun_key}}' https://api.mailgun.net/v3/domains
curl -s --user 'api:YOUR_API_KEY' https://api.mailgun.net/v3/domains   # docs example
