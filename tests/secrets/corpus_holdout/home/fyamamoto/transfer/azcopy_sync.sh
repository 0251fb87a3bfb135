#!/bin/bash
#SBATCH -J azsync
#SBATCH -p transfer
#SBATCH -t 04:00:00
# Sync the reduced results to the partner's Azure container.
export AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=fyresults;AccountKey={{azure_key:azure-storage-key}};EndpointSuffix=core.windows.net"
# local emulator for testing:
# export AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"

azcopy sync /project/hydro-ml/results/reduced \
  "https://partnerlake.blob.core.windows.net/incoming?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2026-11-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}" \
  --recursive --compare-hash=MD5
