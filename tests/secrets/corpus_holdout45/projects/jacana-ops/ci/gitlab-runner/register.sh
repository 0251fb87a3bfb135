#!/bin/bash
# Legacy registration for the two ppc64le runners that still run 15.x (registration tokens are
# deprecated; new runners use `gitlab-runner register --token glrt-...` from the UI).
gitlab-runner register --non-interactive \
  --url https://gitlab.jacana.example.org \
  --registration-token {{gitlab_runner_reg}} \
  --executor shell --description "power9-shell" --tag-list power9,ppc64le
