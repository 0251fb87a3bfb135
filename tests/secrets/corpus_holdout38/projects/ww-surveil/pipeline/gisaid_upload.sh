#!/bin/bash
# weekly consensus upload to GISAID EpiCoV with the cli3 client
# the client-id is GISAID's id for our submitting lab, it is shown in the web portal to every lab member
set -e
cli3 authenticate --username ndlamini --client_id cid-7f3b29c14e8a6 \
  --password '{{password:gisaid-password}}'
cli3 upload --metadata out/2024-W18/gisaid_meta.csv --fasta out/2024-W18/consensus.fasta --log out/2024-W18/cli3.log
