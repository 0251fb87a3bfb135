#!/bin/bash
# PRIDE's Aspera drop box: the folder name and the account come from the submission e-mail
export ASPERA_SCP_PASS='{{password:pride-aspera-password}}'
ascp -QT -l300m -k1 -d /projects/lipid-atlas/submission/PXD_upload/ pride-drop-009@hx-fasp-1.ebi.ac.uk:/
