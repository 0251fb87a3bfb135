cd /project/wake-steering
git pull --rebase
git log --oneline -3
git show 4e1b9a7c0d2f58e36a91b0c4d7e2f13a8b65c9d0 --stat
blockMesh -case cases/row3_yaw20
snappyHexMesh -overwrite -case cases/row3_yaw20 > log.snappy 2>&1
decomposePar -force -case cases/row3_yaw20
sbatch scripts/run_pisoFoam.sbatch cases/row3_yaw20
squeue -u mtremblay
curl -s "https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-download.csv?api_key=DEMO_KEY&wkt=POINT(-64.96%2045.32)&attributes=windspeed_100m&names=2012&email=maelle.tremblay@dipper.example.ca" | head
curl -s "https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-download.csv?api_key={{random40:nrel-api-key}}&wkt=POINT(-64.96%2045.32)&attributes=windspeed_100m,winddirection_100m&names=2013&utc=true&email=maelle.tremblay@dipper.example.ca" -o wtk_2013.csv
sha256sum wtk_2013.csv
python -c "import h5pyd; f = h5pyd.File('/nrel/wtk-us.h5', 'r'); print(list(f))"
hsinfo
rclone copy cases/row3_yaw20/postProcessing arbutus:wake-steering/row3_yaw20 -P
paraFoam -builtin -case cases/row3_yaw20 &
