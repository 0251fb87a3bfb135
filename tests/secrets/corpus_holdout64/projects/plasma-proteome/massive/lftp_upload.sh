#!/bin/bash
# mirror DIA-NN outputs to the MassIVE dataset we share with the Seattle group
# MassIVE account: MSV000095511 (dataset), user pvdwalt_redpoll
set -e
lftp -e "set ftp:ssl-allow no; mirror -R --parallel=4 /scratch/pvdwalt/plasma/diann_out /updates/2025-03; bye" \
     -u 'pvdwalt_redpoll,{{password:massive-password}}' massive-ftp.ucsd.edu
