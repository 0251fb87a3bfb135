#!/bin/bash
# Enrol new compute nodes with one-time passwords (no admin credentials on the nodes)
set -euo pipefail
for h in "$@"; do
  otp=$(ipa host-add "$h" --random --force | awk -F': ' '/Random password/ {print $2}')
  ssh root@"$h" "ipa-client-install -U --domain=hawfinch.example.kr --server=ipa01.hawfinch.example.kr --password='$otp' --mkhomedir" \
    | tee -a logs/enroll-$(date +%F).log
done
