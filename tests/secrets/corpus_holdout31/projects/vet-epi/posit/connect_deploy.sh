#!/bin/bash
# deploy the herd-health report to the campus Posit Connect
set -e
rsconnect add --server https://connect.turnstone.example.org --name turnstone \
    --api-key {{alnum32:posit-connect-api-key}}
rsconnect deploy quarto reports/herd_health.qmd --name turnstone --title "Herd health Q3 2026"
