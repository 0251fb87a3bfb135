#!/bin/bash
# LDC corpora licensed to Yellowlegs (membership 2026): CSLU Kids' Speech (LDC2007S18)
set -e
LDC_USER=dokonkwo@yellowlegs.example.org
LDC_PASS='{{password:ldc-password}}'
curl -c /tmp/ldc.cookies -d "user[email]=${LDC_USER}" --data-urlencode "user[password]=${LDC_PASS}" \
  https://catalog.ldc.upenn.edu/login
curl -b /tmp/ldc.cookies -o LDC2007S18.tgz "https://catalog.ldc.upenn.edu/download/7f3e2a1b9c8d"
echo "e5a3c1f9b7d5e3a1c9f7b5d3e1a9c7f5  LDC2007S18.tgz" | md5sum -c -
