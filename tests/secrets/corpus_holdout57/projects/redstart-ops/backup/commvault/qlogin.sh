#!/bin/bash
# Commvault CLI session for the tape library jobs (CommServe 11.36)
qlogin -cs commserve.redstart.example.se -u svc_backup -clp '{{password:commvault-password}}'
qlist job -c lustre-mds01
qoperation execscript -sn GetJobSummary -si 4411902
qlogout
# REST: token from POST /Login, valid 30 min
curl -s -H "Accept: application/json" -H "Authtoken: QSDK {{commvault_qsdk_token}}" \
  https://commserve.redstart.example.se/webconsole/api/Job?completedJobLookupTime=86400
