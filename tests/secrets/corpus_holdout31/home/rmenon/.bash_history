cd /projects/crop-sentinel2
python scripts/cdse_odata_download.py
curl -H "Authorization: Bearer {{cdse_token}}" 'https://zipper.dataspace.copernicus.eu/odata/v1/Products(3b2f9c1e-5a7d-4e8b-9c0f-1d2e3f4a5b6c)/$value' -o S2B_MSIL2A_20260714T052649_N0511_R105_T43QCU.zip
unzip -l S2B_MSIL2A_20260714T052649_N0511_R105_T43QCU.zip | head
earthengine authenticate --auth_mode=notebook
earthengine task list | head
planet auth login
planet data search PSScene --filter filter.json | jq -r '.id'
gdalinfo /vsis3/sentinel-cogs/sentinel-s2-l2a-cogs/43/Q/CU/2026/7/S2B_43QCU_20260714_0_L2A/B08.tif
sha256sum safe/*.zip > safe/SHA256SUMS
sbatch slurm/s2_l2a_composite.sbatch
