source /opt/ros/jazzy/setup.bash
cd /projects/lerobot-kitchen/ros2_ws && colcon build --symlink-install
ros2 security create_keystore ../sros2_keystore
ros2 security create_enclave ../sros2_keystore /kitchen/arm_driver
export ROS_SECURITY_KEYSTORE=/projects/lerobot-kitchen/sros2_keystore
export ROS_SECURITY_ENABLE=true ROS_SECURITY_STRATEGY=Enforce
python -m lerobot.record --robot.type=so100_follower --dataset.repo_id=godwit-robotics/kitchen-wipe --dataset.num_episodes=50
huggingface-cli upload godwit-robotics/kitchen-wipe ./data --repo-type dataset
wandb login {{wandb}}
modal token set --token-id ak-PPljSIdTPziMkn8JrH6vQK --token-secret $MODAL_TOKEN_SECRET
ngrok config add-authtoken {{ngrok}}
husarnet join {{husarnet_joincode}} kitchen-arm
git clone https://github.com/huggingface/lerobot.git && git -C lerobot checkout 5d1f2b8e9c0a3d47b6e1f8a2c5d9e0b3a7f4c612
