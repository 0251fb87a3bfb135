cd $REEF
metashape.sh --deactivate
metashape.sh --activate {{metashape_key}}
b2 account authorize 005b08bd4ce11a5000000000a "$B2_APPLICATION_KEY"
b2 sync --threads 16 /scratch/tkahananui/raw/2026-05-palmyra b2://greenshank-reef-raw/2026-05-palmyra
rclone lsd b2reef:greenshank-reef-raw
sbatch reconstruct.sbatch 2026-05-palmyra FR3
gdalinfo -stats products/FR3_ortho_2mm.tif
md5sum products/FR3_ortho_2mm.tif
curl -s -H "Authorization: Bearer $CESIUM_ION_TOKEN" https://api.cesium.com/v1/assets | jq '.items[].id'
python coralnet_upload.py --source 4521 products/FR3_points.csv
git stash list
