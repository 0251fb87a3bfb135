#!/bin/bash
# Submit reads to ENA, then fetch the reanalysis from the marine service.
java -jar webin-cli.jar -context reads -userName Webin-12345 -password {{password:named-secret}} -submit -manifest reads.txt
java -jar webin-cli.jar -context reads -userName Webin-12345 -password "$WEBIN_PASSWORD" -validate -manifest reads.txt
copernicusmarine login --username erin --password {{password14:named-secret}}
copernicusmarine login --username erin --password-stdin < /dev/null
read -s -p "password: " PW
