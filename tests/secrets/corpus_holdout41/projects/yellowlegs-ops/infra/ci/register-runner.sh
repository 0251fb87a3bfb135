#!/bin/sh
# runner "ops-deploy" on mgmt01 (created in the UI: Settings > CI/CD > Runners)
gitlab-runner register --non-interactive \
  --url https://gitlab.yellowlegs.example.org \
  --token {{glrt}} \
  --executor shell --description ops-deploy
