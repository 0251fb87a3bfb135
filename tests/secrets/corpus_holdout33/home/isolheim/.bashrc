# isolheim — row-crop robots, ROS 2 Jazzy
source /opt/ros/jazzy/setup.bash
[ -f /projects/rowbot/ros2_ws/install/setup.bash ] && source /projects/rowbot/ros2_ws/install/setup.bash
export ROS_DOMAIN_ID=42
export RMW_IMPLEMENTATION=rmw_cyclonedds_cpp
export ROS_SECURITY_KEYSTORE=/projects/rowbot/sros2/keystore
export ROS_SECURITY_ENABLE=true
export ROS_SECURITY_STRATEGY=Enforce
export FOXGLOVE_API_KEY={{foxglove}}
export COLCON_DEFAULTS_FILE=$HOME/.colcon/defaults.yaml
alias cb='colcon build --symlink-install --packages-up-to rowbot_bringup'
