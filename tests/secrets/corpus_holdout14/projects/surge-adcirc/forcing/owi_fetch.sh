#!/usr/bin/env bash
# pulls the OWI wind fields the NZ MetService partner shares over SFTP
set -euo pipefail
HOST=sftp.metservice-partner.example.nz
lftp -u petrel_surge,"{{password:metservice-sftp-password}}" sftp://$HOST -e "mirror /owi/gabrielle ./owi; bye"
sha256sum owi/*.221 > owi/SHA256SUMS
