#!/bin/bash
# The conference account's balance through PayPal's classic NVP API (the password is in the vault)
curl -s https://api-3t.paypal.com/nvp \
  -d USER=conf_api1.lab.example.edu \
  -d PWD="$PAYPAL_API_PASSWORD" \
  -d SIGNATURE={{paypal_nvp_signature:paypal-nvp-signature}} \
  -d METHOD=GetBalance -d VERSION=204
