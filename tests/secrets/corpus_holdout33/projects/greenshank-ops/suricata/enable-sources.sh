#!/bin/sh
# run once after reinstalling the sensor
suricata-update update-sources
suricata-update enable-source et/pro secret-code={{hex16:et-pro-secret-code}}
suricata-update enable-source oisf/trafficid
suricata-update
suricatasc -c reload-rules
