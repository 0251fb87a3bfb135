# ~/.bashrc — Aroha (angata), AUV group
[ -z "$PS1" ] && return
source /opt/ros/jazzy/setup.bash
source ~/ws/kaimoana/install/setup.bash 2>/dev/null

export ROS_DOMAIN_ID=42
export ROS_SECURITY_KEYSTORE=/projects/kaimoana-auv/keystore
export ROS_SECURITY_ENABLE=true
export ROS_SECURITY_STRATEGY=Enforce
export ROS_SECURITY_ENCLAVE_OVERRIDE=/kaimoana/topside
export RMW_IMPLEMENTATION=rmw_cyclonedds_cpp

# foxglove (org admin key, data.import + devices.list only)
export FOXGLOVE_API_KEY={{foxglove}}
# old key from the trial org, deleted in the dashboard 2025-03:
# export FOXGLOVE_API_KEY=fox_sk_trialOrgKeyDeletedMarch2025xx

export GITHUB_TOKEN={{github_pat}}
alias cb='colcon build --symlink-install --packages-up-to'
alias rosclean='rm -rf build install log'
export HISTSIZE=20000
