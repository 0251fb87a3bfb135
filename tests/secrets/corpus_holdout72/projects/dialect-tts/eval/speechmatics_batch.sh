#!/usr/bin/env bash
# submit listening-test clips to Speechmatics batch (v2 jobs API)
set -eu
SM_KEY="{{alnum32:speechmatics-api-key}}"
for f in eval/clips/*.wav; do
  curl -s -X POST https://asr.api.speechmatics.com/v2/jobs/ \
    -H "Authorization: Bearer $SM_KEY" \
    -F data_file=@"$f" \
    -F config="$(cat eval/sm_config.json)"
done
