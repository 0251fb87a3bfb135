#!/bin/bash
# Pull sequencing/imaging deliveries from the pharma partner's Aspera HSTS
# ascp reads the password from ASPERA_SCP_PASS
export ASPERA_SCP_PASS='{{password:aspera-transfer-password}}'
ascp -P 33001 -l 2000m -k 2 --overwrite=diff \
     goosander_in@ats.partner-pharma.example.com:/outbox/ /project/kinase-medchem/incoming/

# Node API user on our own HSTS (asnodeadmin -a -u node_goose -p … -x xfer_goose)
curl -sk -u "node_goose:{{password14:aspera-node-api-password}}" https://hsts.goosander.example.ca:9092/info
