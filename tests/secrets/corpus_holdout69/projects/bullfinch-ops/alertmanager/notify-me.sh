#!/bin/sh
# personal push for the on-call phone (ntfy.sh topic bf-srebelo-oncall, reserved, needs a token)
curl -s -H "Authorization: Bearer {{ntfy}}" -H "Priority: high" \
    -d "$1" https://ntfy.sh/bf-srebelo-oncall
