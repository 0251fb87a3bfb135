#!/bin/bash
# tag a release in self-hosted Sentry after the portal deploy
set -euo pipefail
export SENTRY_URL=https://sentry.avocet.example.edu
export SENTRY_AUTH_TOKEN={{sentry_user:sentry-auth-token}}
export SENTRY_ORG=avocet
VERSION=$(git rev-parse --short HEAD)
sentry-cli releases new -p hpc-portal "$VERSION"
sentry-cli releases set-commits "$VERSION" --auto
sentry-cli releases finalize "$VERSION"
