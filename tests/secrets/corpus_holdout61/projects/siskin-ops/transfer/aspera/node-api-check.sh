#!/bin/bash
# Nagios check: Node API answers for the airway-atlas access key
curl -sf -o /dev/null -w '%{http_code}' \
  -H 'Authorization: Basic {{aspera_node_basic}}' \
  https://hsts.siskin.example.fi:9092/info || exit 2
