ros2 security create_keystore /projects/kaimoana-auv/keystore
ros2 security create_enclave /projects/kaimoana-auv/keystore /kaimoana/auv
ros2 security create_enclave /projects/kaimoana-auv/keystore /kaimoana/topside
ls -l /projects/kaimoana-auv/keystore/enclaves/kaimoana/auv
openssl x509 -in keystore/public/ca.cert.pem -noout -fingerprint -sha256
ros2 run demo_nodes_cpp talker --ros-args --enclave /kaimoana/topside
foxglove auth configure-api-key
foxglove data import --device-name kaimoana-auv-01 ~/bags/dive_2025-02-11.mcap
foxglove data import --device-id dev_8QnR2vKb3YtLm7Zp ~/bags/dive_2025-02-12.mcap
curl -H "Authorization: Bearer {{foxglove:foxglove-api-key}}" https://api.foxglove.dev/v1/devices
curl -H "Authorization: Bearer $FOXGLOVE_API_KEY" https://api.foxglove.dev/v1/recordings?limit=20
git clone https://angata:{{github_pat:github-token}}@github.com/dunnock-marine/kaimoana_ros.git
git log --oneline -3
sha256sum ~/bags/dive_2025-02-11.mcap
mavproxy.py --master=udp:10.42.0.2:14550 --out=udp:127.0.0.1:14551
sbatch /projects/kaimoana-auv/slurm/train_sonar_seg.sbatch
squeue -u angata
docker compose -f /projects/kaimoana-auv/docker-compose.yml up -d foxglove-agent
export FOXGLOVE_DEVICE_TOKEN=$(cat ~/.config/foxglove/device-token)
ros2 topic echo /auv/nav/odom --once
