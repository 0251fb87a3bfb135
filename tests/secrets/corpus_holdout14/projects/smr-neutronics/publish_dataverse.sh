#!/bin/bash
# deposit the benchmark results in the Petrel Dataverse (collection smr-neutronics)
SERVER=https://dataverse.petrel.example.edu
API_TOKEN={{uuid:dataverse-api-token}}
PERSISTENT_ID=doi:10.80123/PETREL/7QXK2M
curl -H "X-Dataverse-key:$API_TOKEN" -X POST -F "file=@out/keff_summary.csv" \
  -F 'jsonData={"description":"k-eff by step","categories":["Data"]}' \
  "$SERVER/api/datasets/:persistentId/add?persistentId=$PERSISTENT_ID"
# dataset id 4412 and the DOI above are identifiers; the file id comes back in the response
