#!/bin/bash
# Upload summary statistics to the Zenodo deposition (draft 14820337)
set -euo pipefail
ZENODO_TOKEN={{alnum60:zenodo-token}}
BUCKET=https://zenodo.org/api/files/0b7e8a2d-6f3c-4e51-9a0d-2c4f8e1b7a96
for f in sorghum_gwas_sumstats_v1.tsv.gz README_sumstats.txt; do
  curl --fail --upload-file "$f" -H "Authorization: Bearer $ZENODO_TOKEN" "$BUCKET/$f"
done
