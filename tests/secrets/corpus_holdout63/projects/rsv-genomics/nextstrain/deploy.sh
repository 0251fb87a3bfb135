#!/bin/bash
# run from the cron on the build box; nextstrain login takes the env vars when there is no tty
set -euo pipefail
export NEXTSTRAIN_USERNAME=twite-rsv-bot
export NEXTSTRAIN_PASSWORD='{{password:nextstrain-password}}'
nextstrain login --no-prompt
for s in a b; do
  nextstrain remote upload nextstrain.org/groups/twite-rsv/rsv-$s/genome auspice/rsv_${s}_genome.json auspice/rsv_${s}_genome_root-sequence.json
done
nextstrain logout
