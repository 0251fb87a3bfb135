#!/bin/bash
# Push the model output to the partner's Azure blob container.
set -euo pipefail
export AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=climatepartner;AccountKey={{azure_key:azure-storage-key}};EndpointSuffix=core.windows.net"
export AZURE_STORAGE_SAS_TOKEN="${AZURE_SAS:?set AZURE_SAS}"
az storage blob upload-batch -d output -s /project/climate/output/2026-11
azcopy copy "/project/climate/output/*" "https://climatepartner.blob.core.windows.net/output?${AZURE_STORAGE_SAS_TOKEN}"
# Azurite's documented development key, for the local tests
AZURITE_KEY="Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
