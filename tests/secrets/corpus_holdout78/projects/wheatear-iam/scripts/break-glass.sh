#!/bin/bash
# print the root password of a management host from the offline KeePassXC database
# usage: break-glass.sh mgmt01
set -euo pipefail
DB=/projects/wheatear-iam/offline/breakglass.kdbx
echo '{{password:keepassxc-master-password}}' | keepassxc-cli show -q -s -a Password "$DB" "root@$1"
