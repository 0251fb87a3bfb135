#!/bin/bash
# Old-style registration for the ppc64le runner (the new workflow does not support it yet)
gitlab-runner register --non-interactive \
  --url https://gitlab.sanderling.example.org \
  --registration-token {{gitlab_runner_reg}} \
  --executor shell \
  --description "power9-runner" \
  --tag-list "ppc64le,power9"
