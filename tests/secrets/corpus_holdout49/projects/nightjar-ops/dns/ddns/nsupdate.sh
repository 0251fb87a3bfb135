#!/bin/bash
# register a compute node's A record after PXE install
NODE=$1; IP=$2
nsupdate -y hmac-sha256:ddns-nightjar:{{tsig}} <<NSU
server 10.40.0.53
zone cluster.nightjar.example.ch
update delete ${NODE}.cluster.nightjar.example.ch A
update add ${NODE}.cluster.nightjar.example.ch 300 A ${IP}
send
NSU
