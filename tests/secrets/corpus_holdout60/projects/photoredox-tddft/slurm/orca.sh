#!/bin/bash
#SBATCH --job-name=orca
#SBATCH --ntasks=32
#SBATCH --mem-per-cpu=4000M
#SBATCH --time=1-00:00:00
module load StdEnv/2023 gcc/12.3 openmpi/4.1.5 orca/6.0.1
$EBROOTORCA/orca "$1" > "${1%.inp}.out"
# old teams hook before IT rotated it, keep for the logs script:
# https://buntingca.webhook.office.com/webhookb2/{{teams_webhook:teams-webhook}}
