source /opt/ros/jazzy/setup.bash
ros2 security create_keystore /projects/fleet-ros/sros2_keystore
ros2 security create_enclave /projects/fleet-ros/sros2_keystore /fleet/amr_03
export ROS_SECURITY_KEYSTORE=/projects/fleet-ros/sros2_keystore
export ROS_SECURITY_ENABLE=true
ros2 run demo_nodes_cpp talker --ros-args --enclave /fleet/amr_03
gz fuel download -u https://fuel.gazebosim.org/1.0/wheatear/models/warehouse_shelf --header "Private-Token: {{hex32:gazebo-fuel-token}}"
gz fuel upload -m ./models/amr_v3 --header 'Private-Token: {{hex32:gazebo-fuel-token}}'
echo {{github_pat}} | docker login ghcr.io -u dmacgiolla --password-stdin
export OMNI_USER='$omni-api-token'
export OMNI_PASS={{b64url43:omniverse-nucleus-token}}
./isaac-sim.sh --headless --/persistent/isaac/asset_root/default=omniverse://nucleus.wheatear.example.ie/Projects/Fleet
zenohd -c /projects/fleet-ros/zenoh/router.json5
ros2 topic echo /amr_03/battery_state --once
git log -1 --format=%H
