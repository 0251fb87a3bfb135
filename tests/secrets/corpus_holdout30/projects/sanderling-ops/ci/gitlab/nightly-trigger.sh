#!/bin/sh
# cron on ci-admin01: nightly rebuild of the module tree (project 118)
curl -sS -X POST \
  --form token={{glptt}} \
  --form ref=main \
  --form "variables[REBUILD]=all" \
  https://gitlab.sanderling.example.org/api/v4/projects/118/trigger/pipeline
