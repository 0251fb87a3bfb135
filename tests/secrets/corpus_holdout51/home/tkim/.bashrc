# ~/.bashrc — Tae-yang Kim
source /opt/ros/jazzy/setup.bash
source ~/ws/install/setup.bash
export ROS_DOMAIN_ID=42
export RMW_IMPLEMENTATION=rmw_cyclonedds_cpp
export WANDB_ENTITY=dipper-robotics
export WANDB_API_KEY={{wandb}}
export FOXGLOVE_API_KEY={{foxglove}}
alias cb='colcon build --symlink-install --cmake-args -DCMAKE_BUILD_TYPE=RelWithDebInfo'
