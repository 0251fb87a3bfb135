#!/bin/sh
# Commvault QCommands from the ops host (CommServe 11.36)
CS=commserve.stilt.example.org
qlogin -cs $CS -u svc_qcmd -clp '{{password:commvault-password}}'
qlist job -co ps -format csv > /var/log/commvault/jobs_$(date +%F).csv
qoperation execscript -sn QS_StoragePolicyUsage -si 'Tape-LTO9-GFS' > /tmp/sp_usage.txt
qlogout -cs $CS
