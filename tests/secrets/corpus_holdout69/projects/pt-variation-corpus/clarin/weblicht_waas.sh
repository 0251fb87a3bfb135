#!/bin/sh
# run a WebLicht chain (tokeniser + UDPipe pt) through WebLicht as a Service
# API key from https://weblicht.sfs.uni-tuebingen.de/WaaS/apikey (CLARIN federated login)
APIKEY={{random40:weblicht-waas-api-key}}
curl -s -X POST \
    -F chains=@clarin/chain_pt_udpipe.xml \
    -F content=@"$1" \
    -F apikey=$APIKEY \
    https://weblicht.sfs.uni-tuebingen.de/WaaS/api/1.0/chain/process > "${1%.txt}.tcf.xml"
