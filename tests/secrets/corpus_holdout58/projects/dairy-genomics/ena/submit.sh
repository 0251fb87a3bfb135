#!/bin/bash
# Submit Holstein-Friesian WGS runs to ENA (study PRJEB81234). Validate first, then -submit.
set -euo pipefail
WEBIN_JAR=~/bin/webin-cli-9.0.3.jar
WEBIN_USER=Webin-71234
export WEBIN_PASS='{{password:ena-webin-password}}'

for m in ena/run_*.manifest; do
  java -Xms2G -jar "$WEBIN_JAR" -context reads -userName "$WEBIN_USER" -passwordEnv WEBIN_PASS \
       -manifest "$m" -outputDir ena/receipts -validate -submit
done
