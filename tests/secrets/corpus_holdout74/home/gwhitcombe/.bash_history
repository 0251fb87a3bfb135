Rscript R/pull_cliflo.R 2024-01-01 2024-12-31
python python/hs_upload.py --resource 6b0e2f8c4a1d47e39c5b7a2d0f8e1c63
wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies "https://e4ftl01.cr.usgs.gov/MOLT/MOD10A1.061/2024.09.01/"
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSS30.020/HLS.S30.T59GPM.2024245T223551.v2.0/HLS.S30.T59GPM.2024245T223551.v2.0.B04.tif
ogrinfo "WFS:https://data.linz.govt.nz/services;key={{hex32:linz-data-service-api-key}}/wfs/layer-50329" -so
sha256sum data/ew_flow_66401.csv
sbatch slurm/topnet_ensemble.sbatch
