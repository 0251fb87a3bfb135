#!/bin/bash
# Submit a Feature-Based Molecular Networking job to GNPS2 from the MZmine export.
# GNPS2 account is the lab's shared one; the password was reset 2026-09 (old one is dead).
GNPS_USER=dotterel_metab
GNPS_PASS='{{password:gnps-password}}'
# GNPS_PASS='Metab2024!'   <- the old one, no longer works
TASK_DESC="urine HILIC pos batch07 FBMN"

curl -s https://gnps2.org/api/v1/fbmn/submit \
  -F username="$GNPS_USER" \
  -F password="$GNPS_PASS" \
  -F description="$TASK_DESC" \
  -F featurequantification=@export/b07_quant.csv \
  -F featurems2=@export/b07_ms2.mgf
# result task id looks like 2b6f8a0e4c9d4e1fa3b57c6d8e9f0a12 (public, goes in the paper)
