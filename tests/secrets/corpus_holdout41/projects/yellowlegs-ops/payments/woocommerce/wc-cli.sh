#!/bin/sh
# Query the shop from outside with an application password (user "ops-bot"),
# and with a WooCommerce read-only key pair for the accounting export.
curl -s -u "ops-bot:{{wp_application_password}}" https://shop.yellowlegs.example.org/wp-json/wp/v2/users/me
CS={{woocommerce_secret}}
curl -s "https://shop.yellowlegs.example.org/wp-json/wc/v3/reports/sales?period=month" \
  -u "ck_4a1f...read-only:${CS}"
