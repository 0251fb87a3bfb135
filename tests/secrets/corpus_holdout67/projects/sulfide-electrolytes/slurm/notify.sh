#!/bin/bash
# ping my phone when a long DFN sweep finishes: notify.sh "message"
curl -s -H "Authorization: Bearer {{ntfy}}" -d "$1" https://ntfy.chaffinch.example.es/nurrutia-jobs
