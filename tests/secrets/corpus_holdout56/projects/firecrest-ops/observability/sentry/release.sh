#!/bin/bash
set -euo pipefail
VERSION=$(git rev-parse HEAD)   # e.g. 5d2c9e1f0a7b3c4d6e8f1a2b3c4d5e6f7a8b9c0d
export SENTRY_AUTH_TOKEN={{sentry_user}}
sentry-cli releases new -p user-portal "$VERSION"
sentry-cli releases set-commits --auto "$VERSION"
sentry-cli releases finalize "$VERSION"
