#!/bin/bash
# The reserve's IT gave us a read/list SAS on the "raw" container, valid to end of 2027.
SAS='sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-12-31T20:59:59Z&st=2026-01-05T08:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}'
azcopy sync "https://maracamtraps.blob.core.windows.net/raw/2026_S3?${SAS}" /scratch/$USER/2026_S3 --recursive
# Example from the docs, not ours:
# azcopy copy "https://<storage-account>.blob.core.windows.net/<container>?<SAS-token>" .
