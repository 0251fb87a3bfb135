#!/bin/bash
# dehydrated hook: deploy_challenge / clean_challenge through the PowerDNS API
PDNS=http://10.40.0.53:8081/api/v1/servers/localhost/zones/nightjar.example.ch.
KEY='{{alnum24:powerdns-api-key}}'
case "$1" in
  deploy_challenge)
    curl -s -X PATCH -H "X-API-Key: $KEY" "$PDNS" --data "{\"rrsets\":[{\"name\":\"_acme-challenge.$2.\",\"type\":\"TXT\",\"ttl\":60,\"changetype\":\"REPLACE\",\"records\":[{\"content\":\"\\\"$4\\\"\",\"disabled\":false}]}]}"
    ;;
  clean_challenge)
    curl -s -X PATCH -H "X-API-Key: $KEY" "$PDNS" --data "{\"rrsets\":[{\"name\":\"_acme-challenge.$2.\",\"type\":\"TXT\",\"changetype\":\"DELETE\"}]}"
    ;;
esac
