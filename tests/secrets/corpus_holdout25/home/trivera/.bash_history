balena login --token {{alnum32:balena-api-key}}
balena fleets
balena push swarm-gw-fleet --source gateway/
balena ssh 9f1c2d7 
sudo husarnet join {{husarnet_joincode}} swarm-gw-01
husarnet status
ros2 security create_keystore sros2_keystore
ros2 security create_enclave sros2_keystore /swarm/cf07
export ROS_SECURITY_KEYSTORE=$PWD/sros2_keystore ROS_SECURITY_ENABLE=true ROS_SECURITY_STRATEGY=Enforce
ros2 launch swarm_bringup field.launch.py n:=12
mosquitto_sub -h 3f2a9b.s1.eu.hivemq.cloud -p 8883 -u swarm-gw -P "$HIVEMQ_PW" -t 'swarm/+/pose' -v
particle login --token
particle flash cf-bridge-03 firmware/bridge.bin
cfclient --uri radio://0/80/2M/E7E7E7E707
git rev-parse HEAD
