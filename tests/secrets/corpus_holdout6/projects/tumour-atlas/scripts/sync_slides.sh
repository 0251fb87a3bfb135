#!/bin/bash
# Read-only SAS for the pathology partners (expires end of year); azcopy takes it in the URL.
SRC="https://skuapathology.blob.core.windows.net/wsi-archive?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st=2026-11-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-signature}}"
azcopy copy "$SRC" /scratch/ebakker/wsi --recursive --include-pattern "*.svs;*.dcm"

# the account key is read from the environment by azcopy for the write job
# export AZCOPY_ACCOUNT_KEY=...   (not here)
azcopy jobs list
