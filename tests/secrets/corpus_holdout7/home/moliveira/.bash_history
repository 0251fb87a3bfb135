module load imas/3.42.0 python/3.11
ssh -L 8000:mds.gateway.eufus.eu:8000 moliveira@gateway.eufus.eu
python -c "import MDSplus; c=MDSplus.Connection('localhost:8000'); print(c.get('\\\\TOP.RESULTS:TE'))"
sbatch slurm/jorek_scan.sbatch
sacct -j 8812044 --format=JobID,Elapsed,MaxRSS,State
wandb login {{wandb:wandb-api-key}}
python scripts/train_surrogate.py --config configs/elm_surrogate.yaml
git remote -v
git push origin elm-surrogate
curl -s -H "Authorization: Bearer {{alnum60:zenodo-access-token}}" https://sandbox.zenodo.org/api/deposit/depositions
python scripts/publish_zenodo.py --sandbox
globus login --no-local-server
globus transfer 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/global/cfs/cdirs/m3900/jorek/ 9d6d994a-6d04-11e5-ba46-22000b92c6ec:/projects/plasma-edge/jorek/ --recursive --label jorek-scan-41
sshpass -p '{{password:eurofusion-gateway-password}}' scp moliveira@gateway.eufus.eu:/pfs/work/moliveira/scan41.tar .
md5sum scan41.tar
