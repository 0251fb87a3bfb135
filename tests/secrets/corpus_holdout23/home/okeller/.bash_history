module load opensim/4.5 cuda/12.4
cd /godwit/projects/sprint-starts
git pull --rebase
python ~/src/opencap-processing/batchDownload.py --session 3f1c9a2e-7b44-4f0e-9d1a-5c2b8e6a0f17
export OPENCAP_TOKEN={{hex40:opencap-api-token}}
python src/fetch_sessions.py --team u20-sprint
curl -s -H "Authorization: Bearer $CATAPULT_TOKEN" https://connect-eu.catapultsports.com/api/v6/athletes | jq '.[0]'
curl -s -X POST https://security.valdperformance.com/connect/token -d grant_type=client_credentials -d client_id=godwit-biomech -d client_secret={{random40:vald-client-secret}}
sbatch jobs/moco_sprint.sbatch
squeue -u okeller
curl -s -X POST https://redcap.godwit.example.edu/api/ -d token=$(cat ~/.redcap_token) -d content=record -d format=csv -d 'fields[0]=record_id' -d 'fields[1]=consent_date'
git log --oneline -3
ls ~/.config/opencap
