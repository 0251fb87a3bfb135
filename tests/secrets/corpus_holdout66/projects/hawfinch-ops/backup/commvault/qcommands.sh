#!/bin/bash
# nightly: start the IPA subclient backup and mail the job id
set -e
CS=commserve.hawfinch.example.kr
qlogin -cs $CS -u svc-cv -clp "{{password:commvault-service-password}}"
jobid=$(qoperation execute -af /opt/ops/commvault/backup_ipa.xml | awk '/jobIds/ {print $2}')
echo "IPA backup job $jobid started" | mail -s "commvault $jobid" ops@hawfinch.example.kr
qlogout -cs $CS
