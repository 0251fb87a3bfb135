# jshin -- sim2real
source /opt/ros/jazzy/setup.bash
[ -f ~/sim2real-arm/ros2_ws/install/setup.bash ] && source ~/sim2real-arm/ros2_ws/install/setup.bash
export ROS_DOMAIN_ID=42
export ROS_SECURITY_KEYSTORE=$HOME/sim2real-arm/ros2_ws/sros2_keystore
# Omniverse Nucleus (nucleus.linnet.example.nz) API token login
export OMNI_USER='$omni-api-token'
export OMNI_PASS="$(pass show linnet/nucleus-api-token)"
export MLFLOW_TRACKING_URI=https://mlflow.linnet.example.nz
export MLFLOW_TRACKING_USERNAME=jshin
export MUJOCO_GL=egl
