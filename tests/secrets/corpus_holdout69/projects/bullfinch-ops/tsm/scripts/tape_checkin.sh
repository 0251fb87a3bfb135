#!/bin/bash
# check in new LTO-9 scratch tapes after the I/O station is loaded
ADMIN_PW=$(cat /root/.tsmadmin)
dsmadmc -id=nteixeira -password="$ADMIN_PW" -dataonly=yes \
    "checkin libvolume TS4500LIB search=bulk checklabel=barcode status=scratch waittime=0"
# barcodes expected in this batch: A00321L9 A00322L9 A00323L9 A00324L9
