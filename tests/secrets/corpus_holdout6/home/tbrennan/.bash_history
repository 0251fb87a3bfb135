source /opt/ros/jazzy/setup.bash
colcon build --symlink-install --packages-select orchard_nav
ros2 security create_keystore ~/orchard-robot/sros2_keystore
ros2 security create_enclave ~/orchard-robot/sros2_keystore /orchard/navigator
export ROS_SECURITY_KEYSTORE=~/orchard-robot/sros2_keystore
export ROS_SECURITY_ENABLE=true
foxglove auth login
export FOXGLOVE_API_KEY={{foxglove}}
foxglove data imports add /scratch/tbrennan/bags/row17_2026-11-20.mcap --device-id dev_0dX8ZpKzYQfPXCrK
docker login ghcr.io -u tbrennan -p {{github_pat:github-token}}
docker login ghcr.io -u tbrennan --password-stdin < ~/.ghcr_token
docker push ghcr.io/skua-robotics/orchard-nav:2026.11
md5sum /scratch/tbrennan/bags/*.mcap
ros2 bag info /scratch/tbrennan/bags/row17_2026-11-20.mcap
ssh -i ~/.ssh/robot_ed25519 ubuntu@orchard-bot-02.skua.example.edu
