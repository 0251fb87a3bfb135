module load gdal/3.9 python/3.12
cd /projects/soil-moisture
git log --oneline | head
git checkout 4e1f0a9c2b7d835e6a0f1c9d2e3b4a5f6c7d8e9f
hyp3 --help
export EARTHDATA_TOKEN={{earthdata_token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://n5eil01u.ecs.nsidc.org/SMAP/SPL3SMP_E.006/2025.06.01/SMAP_L3_SM_P_E_20250601_R19240_001.h5
sha256sum SMAP_L3_SM_P_E_20250601_R19240_001.h5
earthengine authenticate --quiet
earthengine set_project dunlin-soilmoisture
aws s3 ls s3://dunlin-sm-cubes/ --endpoint-url https://s3.dunlin.example.edu
aws configure set aws_secret_access_key {{aws_secret}} --profile dunlin-s3
aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE --profile scratch
sbatch slurm/retrieve_s1.sbatch
squeue -u nhaddou
python - <<<'import openeo; c=openeo.connect("openeo.dataspace.copernicus.eu"); c.authenticate_oidc()'
ssh -i ~/.ssh/id_ed25519 nhaddou@login1.dunlin.example.edu
