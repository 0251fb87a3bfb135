cd /gannet/projects/attention-lab
git remote -v
git push pavlovia main
python -m psychopy.app &
curl -s -H "Authorization: Bearer {{jatos:jatos-api-token}}" https://jatos.attention-lab.gannet.example.edu/jatos/api/v1/admin/token
curl -s -H "Authorization: Bearer $JATOS_TOKEN" -o results.zip "https://jatos.attention-lab.gannet.example.edu/jatos/api/v1/results?studyId=41"
unzip -l results.zip
Rscript analysis/fit_ddm.R
sbatch analysis/fit_hddm.sbatch
firebase deploy --only hosting
firebase login:ci
export PUPIL_CLOUD_TOKEN={{random40:pupil-cloud-api-token}}
python analysis/pull_gaze.py --workspace attention-lab
mysql -h jatos-db.gannet.internal -u jatos -p jatos
git log -1 --format=%H
