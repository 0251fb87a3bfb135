#!/bin/bash
# daily storage-pool and replication report, mailed to hpc-admins (cron 06:30 on tsm01)
ADM="dsmadmc -id=reporter -password={{bullfinch_tsm_password}} -dataonly=yes -comma -servername=BF-TSM01"
{
    echo "== storage pools"; $ADM "query stgpool format=detailed" | cut -d, -f1,3,4
    echo "== failed sessions"; $ADM "query actlog begindate=today-1 search=ANR0424W"
    echo "== scratch tapes";  $ADM "select count(*) from libvolumes where status='Scratch'"
} | mail -s "TSM daily $(date -I)" hpc-admins@bullfinch.example.pt
