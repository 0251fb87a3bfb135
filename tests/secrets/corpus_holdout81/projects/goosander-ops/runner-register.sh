#!/bin/bash
# registered 2026-08-14 with an authentication token from Settings > CI/CD > Runners
gitlab-runner register --non-interactive \
  --url https://gitlab.goosander.example.ca \
  --token {{glrt:gitlab-runner-token}} \
  --executor docker --docker-image alpine:3.20 \
  --description ops01-docker
