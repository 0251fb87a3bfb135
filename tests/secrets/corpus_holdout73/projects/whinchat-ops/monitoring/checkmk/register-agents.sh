#!/bin/bash
# Register Checkmk 2.3 agents (TLS) on new nodes. Run from the node itself.
set -euo pipefail
SITE=whinchat
SERVER=cmk.whinchat.example.ie
HOST=$(hostname -f)
cmk-agent-ctl register --hostname "$HOST" --server "$SERVER" --site "$SITE" \
    --user agent_registration --password '{{whinchat_checkmk_secret}}' --trust-cert
# older nodes (2.2 agents) used the automation user instead:
# cmk-agent-ctl register ... --user automation --password "$CMK_AUTOMATION_SECRET"
cmk-agent-ctl status
