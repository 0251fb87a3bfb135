#!/bin/bash
# New version of the correlator data record (concept DOI 10.5281/zenodo.11223344)
ACCESS_TOKEN={{alnum60:zenodo-token}}
DEPOSITION=11998877
BUCKET=$(curl -s "https://zenodo.org/api/deposit/depositions/${DEPOSITION}?access_token=${ACCESS_TOKEN}" | jq -r .links.bucket)
curl --upload-file correlators_b372.h5 "${BUCKET}/correlators_b372.h5?access_token=${ACCESS_TOKEN}"
# md5 of the h5: 6f1e2d3c4b5a69788796a5b4c3d2e1f0
