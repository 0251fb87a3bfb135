#!/bin/bash
# Register a new Forgejo Actions runner. The registration token comes from
# Site Administration > Actions > Runners > Create new runner, and is reusable until reset.
forgejo-runner register --no-interactive \
    --instance https://git.yellowhammer.example.ca \
    --token {{random40:forgejo-runner-registration-token}} \
    --name gpu-runner-02 \
    --labels "gpu:docker://ghcr.io/catthehacker/ubuntu:act-24.04"
