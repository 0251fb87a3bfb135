#!/bin/bash
# Self-hosted GitHub Actions runner for wagtail-hpc org (token from Settings > Actions > Runners, valid 1 h)
cd /opt/actions-runner
./config.sh --url https://github.com/wagtail-hpc --token {{gh_runner}} \
  --labels wagtail,rocky9 --name wagtail-gha-01 --unattended --replace
sudo ./svc.sh install gha && sudo ./svc.sh start
