#!/bin/bash
# Upload demultiplexed reads to the SRA preload folder (Submission Portal > FTP upload)
# The FTP account is the same "subftp" for everyone; the password is the one the portal shows.
set -euo pipefail
FOLDER=uploads/camila.rojas_gannet.example.edu_Xk3p9Q
lftp -u subftp,{{alnum16:ncbi-sra-ftp-password}} ftp-private.ncbi.nlm.nih.gov <<LFTP
cd $FOLDER
mkdir -p ampliseq_COI_2026
cd ampliseq_COI_2026
mput reads/*.fastq.gz
LFTP
# Aspera alternative, with the key file NCBI hands out to every submitter:
# ascp -i ~/aspera.openssh -QT -l100m -k1 -d reads/ subasp@upload.ncbi.nlm.nih.gov:$FOLDER/ampliseq_COI_2026
