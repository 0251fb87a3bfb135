#!/bin/bash
# Weekly GISAID EpiCoV submission of the consensus genomes that pass QC.
# cli3 authenticate writes gisaid.authtoken; it asks for the password on stdin.
set -euo pipefail
WEEK=$1
cd /projects/ww-variants/gisaid
printf '%s\n' '{{password:gisaid-password}}' | cli3 authenticate --username kasante \
    --client_id "$GISAID_CLIENT_ID" --token gisaid.authtoken
cli3 upload --database EpiCoV --token gisaid.authtoken \
    --metadata meta_${WEEK}.csv --fasta seqs_${WEEK}.fasta --frameshift catch_novel \
    --log upload_${WEEK}.log
grep -o 'EPI_ISL_[0-9]*' upload_${WEEK}.log | sort -u > accessions_${WEEK}.txt
