#!/bin/bash
# cron wrapper: ping healthchecks.io around the nightly SP and Bacula runs
URL=https://hc-ping.com/{{uuid:healthchecks-ping-url}}
curl -fsS -m 10 --retry 5 "$URL/start" > /dev/null
"$@"
rc=$?
curl -fsS -m 10 --retry 5 "$URL/$rc" > /dev/null
exit $rc
