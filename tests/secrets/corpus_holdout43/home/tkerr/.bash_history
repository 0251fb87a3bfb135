cd /project/sprint-mocap
module load opensim/4.5
opensim-cmd run-tool opensim/scale_setup.xml
curl -s -X POST https://redcap.stilt.example.org/api/ -d token={{hex32_upper:redcap-api-token}} -d content=record -d format=csv -d type=flat -o redcap/records.csv
curl -s -X POST https://redcap.stilt.example.org/api/ -d token=$REDCAP_API_TOKEN -d content=metadata -d format=json | jq length
sbatch opensim/run_ik.sbatch
sha1sum vicon/exports/*.c3d > vicon/exports/SHA1SUMS
python wearables/strava_sync.py --since 2024-10-01
Rscript catapult/openfield.R
git status
