#!/bin/sh
# Firmware inventory of the login nodes (Lenovo SR650 V3)
./OneCli inventory getinfor --bmc USERID:{{password:bmc-option-credentials}}@10.20.0.31 --output /tmp/inv
