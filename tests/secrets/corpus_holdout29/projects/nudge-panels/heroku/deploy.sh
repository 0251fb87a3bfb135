#!/bin/bash
# deploy the oTree app from CI; HEROKU_API_KEY comes from the CI secret store
set -e
export HEROKU_API_KEY=${HEROKU_API_KEY:?set HEROKU_API_KEY}
otree zip
heroku builds:create -a nudge-panels-2025 --source-tar nudge.otreezip
