#!/bin/bash
# new version of the bolero corpus on Zenodo (concept record 14512376)
ZENODO_TOKEN={{alnum60:zenodo-token}}
curl -s -X POST "https://zenodo.org/api/deposit/depositions/14512377/actions/newversion?access_token=$ZENODO_TOKEN"
# sandbox token for testing is separate (sandbox.zenodo.org), not this one
