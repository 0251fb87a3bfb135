#!/bin/bash
# Fetch reanalysis data to scratch and mount the lab share.
set -euo pipefail
export ARCHIVE_PASSWORD={{password:shell-export-secret}}
CDS_TOKEN={{random40:shell-assignment-secret}}
MIRROR_KEY_SHA256=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
RUN_ID=7c9e6679-7425-40de-944b-e07fc1f90ae7
wget -q --http-password={{password14:wget-password}} --http-user=climate https://mirror.example.edu/era5/
curl -sS -H "Authorization: token {{random40:http-auth-header}}" https://api.example.edu/v1/jobs
curl -sS -H "Authorization: Bearer $API_TOKEN" https://api.example.edu/v1/jobs
sudo mount -t cifs //files.example.edu/climate /mnt/climate -o username=climate,password={{password14:cifs-mount-password}},vers=3.0
sudo mount -t cifs //files.example.edu/climate /mnt/climate -o credentials=/root/.smbcredentials,vers=3.0
docker login -u '$oauthtoken' -p {{ngc_legacy:registry-login-password}} nvcr.io
export NGC_CLI_API_KEY={{ngc_legacy}}
echo "$NGC_CLI_API_KEY" | docker login -u '$oauthtoken' --password-stdin nvcr.io
mysql --defaults-extra-file=~/.my.cnf -e 'select 1'
