#!/bin/bash
# mail the summary of last night's backups (runs from cron on hsm01)
ADMIN=kwilk
dsmadmc -id=$ADMIN -password='{{password:storage-protect-admin-password}}' -dataonly=yes -commadelimited \
  "select node_name, activity, successful, bytes from summary where start_time>current_timestamp-24 hours" \
  | mail -s "SP daily $(date +%F)" storage-team@crossbill.example.pl
# node password is generated and stored by the client (PASSWORDAccess GENERATE), nothing here
