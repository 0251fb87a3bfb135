cd /projects/adas-dataset
export SEGMENTS_API_KEY={{hex40:segments-ai-api-key}}
python scripts/upload_frames.py --dataset pochard/brno-urban-2026 --sequence seq_0147
curl -s "https://api.maptiler.com/maps/streets-v2/style.json?key={{alnum20:maptiler-api-key}}" -o style.json
curl -s "https://api.geoapify.com/v1/geocode/reverse?lat=49.1951&lon=16.6068&apiKey={{hex32:geoapify-api-key}}" | jq '.features[0].properties.formatted'
curl -s -u lkral@pochard.example.cz:{{password:traccar-password}} https://traccar.pochard.example.cz/api/devices | jq '.[].uniqueId'
rclone copy /scratch/lkral/seq_0147 ceph:adas-raw/seq_0147 --progress
md5sum /scratch/lkral/seq_0147/lidar/*.pcd | head
ros2 bag info /scratch/lkral/bags/seq_0147
