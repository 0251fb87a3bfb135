#!/bin/bash
# sign a user's key for 16h with the user CA; principals = the user's POSIX name
# ca passphrase: {{password:ssh-ca-passphrase}}
set -euo pipefail
user=$1; pubkey=$2
serial=$(date +%s)
ssh-keygen -s /projects/wheatear-iam/sshca/ca_user_key -I "${user}@wheatear" -n "$user" \
    -V +16h -z "$serial" "$pubkey"
echo "signed ${pubkey%.pub}-cert.pub (serial $serial)"
