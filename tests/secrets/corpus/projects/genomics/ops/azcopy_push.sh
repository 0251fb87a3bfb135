#!/bin/bash
# Push results to the partner's container; the SAS expires at the end of the year.
azcopy copy results/ "https://partnerlake.blob.core.windows.net/incoming?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2026-12-31T23:59:59Z&spr=https&sig={{sas_sig:azure-sas-signature}}" --recursive
azcopy copy results/ "https://partnerlake.blob.core.windows.net/incoming?<SAS-token>" --recursive
# Azurite for local tests: DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;
