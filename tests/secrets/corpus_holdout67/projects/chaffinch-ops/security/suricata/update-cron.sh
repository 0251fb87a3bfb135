#!/bin/bash
# /etc/cron.daily/suricata-update
set -e
suricata-update --no-test -q
suricatasc -c reload-rules
geoipupdate -f /etc/GeoIP.conf
curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/{{uuid:healthchecks-ping-url}}
