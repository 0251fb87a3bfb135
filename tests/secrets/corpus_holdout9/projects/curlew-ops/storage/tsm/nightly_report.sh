#!/bin/bash
# Nightly summary of the Spectrum Protect server: storage pools and failed sessions.
dsmadmc -id=reporter -password={{password:spectrum-protect-reporter-password}} \
  -dataonly=yes -commadelimited \
  "select stgpool_name, pct_utilized from stgpools" > /var/tmp/tsm_pools.csv
dsmadmc -id=reporter -password="$(cat /etc/tsm/reporter.pw 2>/dev/null)" -dataonly=yes \
  "q actlog begind=-1 search=ANR2579E" > /var/tmp/tsm_failed.txt
