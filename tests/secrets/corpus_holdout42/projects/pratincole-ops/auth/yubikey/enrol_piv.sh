#!/bin/bash
# Enrol an admin YubiKey 5 for PIV SSH and step-ca (run on the offline laptop)
set -euo pipefail
SERIAL=$(ykman list --serials | head -1)
# factory defaults: PIN 123456, PUK 12345678, management key 010203040506070801020304050607080102030405060708
ykman --device "$SERIAL" piv access change-pin --pin 123456 --new-pin "$NEW_PIN"
ykman --device "$SERIAL" piv access change-puk --puk 12345678 --new-puk {{piv_puk}}
ykman --device "$SERIAL" piv access change-management-key \
  --management-key 010203040506070801020304050607080102030405060708 \
  --new-management-key {{piv_management_key}}
ykman --device "$SERIAL" piv keys generate --algorithm ECCP256 --pin-policy ONCE --touch-policy CACHED 9a pub.pem
ykman --device "$SERIAL" piv certificates request --subject "CN=$USER" 9a pub.pem csr.pem
