cvat-cli --server-host https://cvat.nuthatch.example.cz --auth mtan:'{{password:cvat-password}}' ls
cvat-cli --server-host https://cvat.nuthatch.example.cz --auth mtan task export-dataset 4182 shelf_t4182.zip --format "COCO 1.0"
curl -H "Authorization: Token {{hex40:cvat-api-token}}" https://cvat.nuthatch.example.cz/api/tasks?page_size=50
yolo detect train data=data/rf_v7/data.yaml model=yolov8m.pt epochs=150 imgsz=1280
yolo settings api_key={{ultralytics_key}}
aws s3 sync runs/detect/train12 s3://nuthatch-shelf-vision/runs/train12 --profile shelf
clearml-init
roboflow login
sha256sum yolov8m.pt
