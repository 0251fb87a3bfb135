#!/bin/bash
# Download Cyperaceae assemblies listed in acc.txt (NCBI Datasets CLI v18)
set -euo pipefail
ACC=${1:-acc.txt}
OUT=/mnt/lustre/projects/sedge-phylogenomics/ncbi
mkdir -p "$OUT"
# rate limit is 5 rps without a key; the key below is the lab key (Helena's account)
datasets download genome accession --inputfile "$ACC" \
  --include genome,gff3,protein --dehydrated \
  --api-key "$NCBI_API_KEY" \
  --filename "$OUT/carex_dehydrated.zip"
unzip -o "$OUT/carex_dehydrated.zip" -d "$OUT"
datasets rehydrate --directory "$OUT" --max-workers 8
# GCA_963932155.1 has a broken gff3, re-fetch with the default key from the env
datasets download genome accession GCA_963932155.1 --include gff3 --api-key "$NCBI_API_KEY"
