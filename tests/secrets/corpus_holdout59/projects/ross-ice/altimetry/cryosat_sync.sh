#!/bin/bash
# Mirror CryoSat-2 SARIn L2 (Baseline E) for the Ross embayment.
# ESA FTPS account: lvaifale; password in $CRYOSAT_PW (sourced from ~/.config/cryosat.pw)
set -euo pipefail
CRYOSAT_PW=$(cat ~/.config/cryosat.pw)
YEAR=${1:-2024}
lftp -u "lvaifale,${CRYOSAT_PW}" ftps://science-pds.cryosat.esa.int <<LFTP
set ssl:verify-certificate yes
mirror -c --only-newer --parallel=4 /SIR_SIN_L2/${YEAR}/ /nesi/nobackup/ross-ice/cs2/${YEAR}/
quit
LFTP
find /nesi/nobackup/ross-ice/cs2/${YEAR} -name '*.nc' -newer .last_sync | wc -l
touch .last_sync
