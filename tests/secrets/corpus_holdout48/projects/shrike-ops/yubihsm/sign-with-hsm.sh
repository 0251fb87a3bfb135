#!/bin/bash
# sign the CRL with the HSM-held key through PKCS#11
set -euo pipefail
export YUBIHSM_PKCS11_CONF=/etc/yubihsm/yubihsm_pkcs11.conf
openssl ca -engine pkcs11 -keyform engine -keyfile "pkcs11:object=crl-signing" -gencrl -out crl.pem \
  -passin pass:{{yubihsm_pin}}
pkcs11-tool --module /usr/lib64/pkcs11/yubihsm_pkcs11.so --login --pin "${HSM_PIN:?}" --list-objects
