cd /projects/rowbot/ros2_ws
colcon build --symlink-install
ros2 launch rowbot_bringup rowbot.launch.py use_sim_time:=true
ros2 bag info bags/field_2026-04-18_0931
ros2 bag play bags/field_2026-04-18_0931 --rate 0.5
ros2 security create_enclave $ROS_SECURITY_KEYSTORE /rowbot/nav2
docker login -u isolheim -p {{dockerhub}}
docker buildx build --platform linux/arm64 -t isolheim/rowbot:jazzy-0.4.2 --push .
echo {{github_pat}} | gh auth login --with-token
gh release create v0.4.2 --notes "weed detector v3"
husarnet join {{husarnet_joincode}} rowbot-02
husarnet status
yolo settings sync=False
ros2 topic echo /gnss/fix --once
ros2 param get /ntrip_client mountpoint
git rev-parse HEAD
