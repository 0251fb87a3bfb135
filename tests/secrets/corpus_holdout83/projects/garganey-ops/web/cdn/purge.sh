#!/bin/bash
# purge cache CDN setelah deploy situs statis (Hugo)
set -e
# bunny.net: AccessKey akun (bukan storage zone password)
BUNNY_ACCESS_KEY="{{garganey_bunny_api_key}}"
# storage zone "garganey-static" FTP/API password
BUNNY_STORAGE_PASSWORD="{{garganey_bunny_api_key:bunny-storage-password}}"
curl -s -X POST -H "AccessKey: $BUNNY_ACCESS_KEY" "https://api.bunny.net/pullzone/1843021/purgeCache"
# Fastly untuk docs.garganey.example.id
curl -s -X POST -H "Fastly-Key: {{garganey_fastly_token}}" https://api.fastly.com/service/4bT8xQ2nZ9kLmP7rV3sW1y/purge_all
# service id di atas bukan rahasia
