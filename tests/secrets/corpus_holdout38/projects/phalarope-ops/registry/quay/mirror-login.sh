#!/bin/sh
# log the mirror job in to quay.io with the org's robot account before the nightly skopeo sync
podman login -u='phalarope+mirror' -p='{{quay_robot}}' quay.io
skopeo sync --src yaml --dest docker mirror.yaml quay.io/phalarope
