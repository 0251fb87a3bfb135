#!/bin/sh
# add a fixed-address host to the running dhcpd through OMAPI (port 7911)
omshell <<EOF_OMAPI
server dhcp1.ops.example.org
port 7911
key omapi_key {{tsig:omshell-omapi-key}}
connect
new host
set name = "$1"
set hardware-address = $2
set hardware-type = 1
create
EOF_OMAPI
