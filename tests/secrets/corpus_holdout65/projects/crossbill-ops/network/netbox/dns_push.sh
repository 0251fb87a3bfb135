#!/bin/bash
# push A/PTR records generated from NetBox IPAM to BIND via nsupdate (TSIG)
ZONE=mgmt.crossbill.example.pl
python3 /opt/netbox-tools/export_dns.py --zone $ZONE > /tmp/nsupdate.txt
nsupdate -y hmac-sha256:netbox-ddns:{{tsig}} /tmp/nsupdate.txt
# key name netbox-ddns, algorithm hmac-sha256; named.conf includes /etc/named/netbox-ddns.key
