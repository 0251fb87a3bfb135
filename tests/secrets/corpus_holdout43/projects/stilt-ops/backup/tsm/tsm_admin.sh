#!/bin/bash
# Storage pool and tape status for the morning check (dsmadmc as the admin id "opsmon")
DSMADMC="dsmadmc -se=SP01 -id=opsmon -password={{password:tsm-password}} -dataonly=yes -comma"
$DSMADMC "query stgpool"          > /var/tmp/sp01_stgpool.csv
$DSMADMC "query libvolume TS4500" > /var/tmp/sp01_libvol.csv
$DSMADMC "query event * * begind=today-1 exceptionsonly=yes"
# old way, before the opsmon id existed:
# dsmadmc -id=admin -password=$(cat /root/.sp01admin) q proc
