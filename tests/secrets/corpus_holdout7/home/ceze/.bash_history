cd /projects/kinase-leads
module load schrodinger/2026-3
echo $SCHROD_LICENSE_FILE
export SCHROD_LICENSE_FILE=27008@lic02.avocet.example.edu
$SCHRODINGER/licadmin STAT
sbatch slurm/glide_dock.sbatch
squeue -u ceze
export BENCHLING_API_KEY=sk_{{alnum32:benchling-api-key}}
curl -s -u "$BENCHLING_API_KEY:" https://avocet-chem.benchling.com/api/v2/custom-entities?schemaId=ts_Q8mZkX2p | jq '.customEntities | length'
python scripts/sync_benchling.py --since 2026-11-25
curl -s -H "X-CDD-token: {{b64url43:cdd-vault-api-token}}" https://app.collaborativedrug.com/api/v1/vaults/4821/molecules?page_size=5
python scripts/cdd_export.py --vault 4821 --project 19833
psql -h chemdb.avocet.example.edu -U ceze kinase -c "select count(*) from mols where m@>'c1ccc2ncncc2c1'"
git log --oneline -5
git show 8c1f0d9e3b7a52416fe08d2c9b1a7e6f5d4c3b2a --stat
sha256sum data/enamine_real_kinase_subset.smi.gz
export MLFLOW_TRACKING_URI=https://mlflow.avocet.example.edu
export MLFLOW_TRACKING_USERNAME=ceze
export MLFLOW_TRACKING_PASSWORD={{password:mlflow-tracking-password}}
python scripts/train_pic50.py --target EGFR --fold 3
jupyter lab --no-browser --port 8893
conda-lock install -n kinase conda-lock.yml
