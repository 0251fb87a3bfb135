#!/bin/sh
# Point the Modal client at the vision workspace; the secret half is in the CI's variables.
modal token set \
  --token-id ak-9jYg7SjjPvttfbfMLZuPjI \
  --token-secret "$MODAL_VISION_SECRET" \
  --profile vision
modal profile activate vision
