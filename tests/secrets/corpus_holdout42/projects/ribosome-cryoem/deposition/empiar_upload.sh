#!/bin/bash
# EMPIAR deposition EMPIAR-D-1742031 — Aspera upload of the raw movies
# the upload account and password come from the deposition e-mail
ENTRY=1742031a8e5f
export ASPERA_SCP_PASS='{{password:empiar-aspera-password}}'
ascp -QT -l 300M -P33001 -k 3 -L- \
  /scratch/ivermeulen/movies/ \
  emp_dep@hx-fasp-1.ebi.ac.uk:upload/${ENTRY}/data/
