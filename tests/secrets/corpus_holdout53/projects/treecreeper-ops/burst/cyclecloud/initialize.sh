#!/bin/bash
cyclecloud initialize --batch --url=https://cyclecloud.treecreeper.example.fi \
  --verify-ssl=true --username=admin --password='{{password:cyclecloud-admin-password}}'
cyclecloud import_template Slurm -f slurm-tc.txt --force
cyclecloud start_cluster tc-azure-burst
