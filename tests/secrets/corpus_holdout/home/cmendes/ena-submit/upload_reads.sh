#!/usr/bin/env bash
# Submit the run batch to ENA with Webin-CLI, then push the fastqs by Aspera.
set -euo pipefail

WEBIN_USER=Webin-57211
MANIFESTS=manifests/*.txt

md5sum fastq/*.fastq.gz > fastq/MD5SUMS

for m in $MANIFESTS; do
  java -jar ~/tools/webin-cli-8.1.0.jar -context reads \
    -userName "$WEBIN_USER" -password {{password:webin-password}} \
    -manifest "$m" -submit
done

# Aspera reads ASPERA_SCP_PASS from the environment (set in ~/.bash_profile)
ascp -QT -l300M -L- fastq/*.fastq.gz "${WEBIN_USER}@webin.ebi.ac.uk:."

# Older run used the password prompt:
#   java -jar webin-cli.jar -context reads -userName Webin-57211 -passwordEnv WEBIN_PASS -manifest x.txt
