module load gaussian/g16.c02 orca/6.0.1
cd /project/photoredox-tddft/g16
sbatch ../slurm/g16_td.sh 4CzIPN_S1.gjf
formchk 4CzIPN_S1.chk
cubegen 0 MO=HOMO 4CzIPN_S1.fchk homo.cube 80 h
orca_2mkl acr_mes_t1 -molden
python chemspider/lookup.py "9-mesityl-10-methylacridinium"
git clone https://github.com/bunting-chem/photoredox-tddft.git
git config --global credential.helper store
export TEAMS_HOOK=https://buntingca.webhook.office.com/webhookb2/{{teams_webhook:teams-webhook}}
curl -H 'Content-Type: application/json' -d '{"text":"g16 TD done"}' "$TEAMS_HOOK"
curl -s -d "username=photoredox&password={{password:webmo-password}}" https://webmo.bunting.example.ca/~webmo/cgi-bin/webmo/rest.cgi/sessions
