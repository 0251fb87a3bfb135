mc alias set knot https://s3.knot.example.edu pothole-rw {{random40:minio-secret-key}}
mc ls knot/pothole-frames/2026-10/
mc cp -r ./frames/ knot/pothole-frames/2026-11/
cvat-cli --server-host https://cvat.knot.example.edu --auth arahimi:{{password:cvat-password}} ls
cvat-cli --server-host https://cvat.knot.example.edu --auth arahimi create "potholes-batch-14" --labels labels.json local frames/batch14/*.jpg
wandb login
yolo detect train data=potholes.yaml model=yolov8m.pt epochs=120 imgsz=1280 device=0
curl "https://maps.googleapis.com/maps/api/streetview/metadata?location=51.4545,-2.5879&key=$GMAPS_KEY"
python streetview/fetch.py --segments data/segments_bristol.geojson
sha1sum weights/best.pt
