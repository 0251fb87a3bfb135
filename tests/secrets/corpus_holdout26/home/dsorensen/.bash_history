yolo settings api_key={{ultralytics_key}}
yolo train model=yolo11m.pt data=configs/crowd.yaml epochs=120 imgsz=1280 device=0,1
ffprobe rtsp://viewer:{{password_url:axis-camera-password}}@cam-north.stadium.dunlin.example.edu/axis-media/media.amp
ffmpeg -rtsp_transport tcp -i "rtsp://root:pass@192.168.0.90/axis-media/media.amp" -t 10 test.mp4
curl --digest -u crowdlab:{{password:axis-camera-password}} "http://cam-south.stadium.dunlin.example.edu/axis-cgi/param.cgi?action=list&group=Properties.Image"
cvat-cli --server-host https://cvat.dunlin.example.edu --auth dsorensen:{{password:cvat-password}} ls
cvat-cli --server-host https://cvat.dunlin.example.edu --auth dsorensen task create ...
export MAPILLARY_TOKEN='{{mapillary}}'
curl "https://graph.mapillary.com/images?access_token=$MAPILLARY_TOKEN&fields=id,thumb_1024_url&bbox=10.38,63.42,10.41,63.44"
kubectl -n cvat get secret cvat-postgres -o yaml
