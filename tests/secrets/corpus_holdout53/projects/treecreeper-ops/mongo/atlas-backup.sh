#!/bin/bash
# nightly mongodump of the Atlas cluster behind the robot-lab dashboard
set -euo pipefail
URI='mongodb+srv://tc_backup:{{password:mongodb-password}}@robotlab.x7kq2.mongodb.net/?retryWrites=true&w=majority&appName=robotlab'
mongodump --uri "$URI" --gzip --archive=/backup/mongo/robotlab-$(date +%F).gz
atlas backups snapshots list 65a1f3d9e4b7d93a1c5e90aa --clusterName robotlab -o json | jq '.results[0].id'
