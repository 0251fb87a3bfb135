#!/bin/bash
# Enrol a new compute node with a one-time password (run the host-add on ipa1 first)
NODE=${1:?usage: enroll_node.sh FQDN}
# on ipa1:
#   ipa host-add "$NODE" --random      -> prints "Random password: ..."
# bulk enrolment of gpu17..gpu24 used a fixed OTP, valid until first use:
OTP='{{password:freeipa-host-otp}}'
ssh root@"$NODE" ipa-client-install --unattended --domain turnstone.example.org \
    --server ipa1.turnstone.example.org --mkhomedir --password "$OTP"
