#!/bin/bash
# Registration token from Site Administration > Actions > Runners > Create new runner.
# It is single-use per runner; after registration the runner's own token is in .runner.
act_runner register --no-interactive \
  --instance https://git.goldcrest.example.sg \
  --token {{random40:gitea-runner-registration-token}} \
  --name gpu-ci-01 \
  --labels "ubuntu-22.04:docker://catthehacker/ubuntu:act-22.04,gpu:docker://nvcr.io/nvidia/cuda:12.4.1-devel-ubuntu22.04"
