#!/bin/bash
# Upload to the PRIDE submission drop box over Aspera; folder and password come with the
# submission ticket email (valid until the submission is finalised)
export ASPERA_SCP_PASS='{{alnum12:pride-aspera-password}}'
ascp -QT -l 300M -P 33001 -k 2 -d /project/phospho-atlas/upload/ \
  pride-drop-019@hx-fasp-1.ebi.ac.uk:/pride-drop-019/
# checksums for the submission.px file mapping
md5sum upload/*.raw > upload/checksum.txt
