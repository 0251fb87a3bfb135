#!/bin/bash
# legacy NVP refund for the 2023 summer-school registrations (classic API credentials)
curl -s https://api-3t.paypal.com/nvp \
  -d USER=finance_api1.shrike.example.ac.uk \
  -d PWD={{alnum16:paypal-api-password}} \
  -d SIGNATURE={{paypal_nvp_signature}} \
  -d METHOD=RefundTransaction -d VERSION=204 \
  -d TRANSACTIONID=8MC585209K746392H -d REFUNDTYPE=Full
