cd /projects/reef-bleaching/drone
ls flights/2025-03-heron/
exiftool -GPSLatitude -GPSLongitude DJI_0412.JPG
planet auth init
planet data filter --date-range acquired gte 2025-02-01 --geom heron.geojson > filter.json
planet data search PSScene --filter filter.json --limit 50 | jq -r '.id'
curl -u "$PL_API_KEY:" https://api.planet.com/data/v1/item-types/PSScene/items/20250214_231512_71_24c2
sha256sum orthomosaic_heron_2025-03-11.tif
yolo segment train data=labels/coral.yaml model=yolov8m-seg.pt epochs=120 imgsz=1024
yolo settings api_key={{ultralytics_key}}
git log -1 --format=%H
git checkout 9c4e1d7a2b8f03e6d5c47a1190be28f3d6c0a9e2
sbatch slurm/train_seg.sbatch
label-studio start --username angata@godwit.example.edu.au --password "$LS_PASSWORD"
aws s3 ls s3://godwit-reef-ortho/2025/ --profile reef
history | grep planet
