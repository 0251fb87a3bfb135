#!/bin/bash
# register the GPU runner for es-llm-eval nightly jobs (GitLab 17 runner authentication token)
gitlab-runner register --non-interactive \
  --url https://git.brambling.example.cl \
  --token {{glrt}} \
  --executor shell \
  --description gpu-runner01
# old registration tokens (GR1348941...) are deprecated; this one was revoked: GR1348941Xq7mKp2Lx9TzJc8vN3bR
