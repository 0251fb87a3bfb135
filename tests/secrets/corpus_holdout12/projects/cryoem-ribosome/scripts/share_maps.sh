#!/bin/bash
# Share half-maps with the collaborators' Nextcloud over WebDAV.
set -e
NC=https://cloud.partner-lab.example.org/remote.php/dav/files/ydemir
curl -u "ydemir:{{nextcloud_app}}" -T maps/ribo70S_J418_half_A.mrc "$NC/ribo70S/"
curl -u "ydemir:$NC_APP_PASSWORD" -T maps/ribo70S_J418_half_B.mrc "$NC/ribo70S/"
