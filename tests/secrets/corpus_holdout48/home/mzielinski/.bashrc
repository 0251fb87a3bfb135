# mzielinski — Isaac Gym / ROS 2
source /opt/ros/humble/setup.bash
export ROS_DOMAIN_ID=42
export ROS_SECURITY_KEYSTORE=/projects/legged-rl/keystore
export ROS_SECURITY_ENABLE=true
export ROS_SECURITY_STRATEGY=Enforce
export NGC_API_KEY={{nvapi:nvidia-api-key}}
export WANDB_API_KEY={{wandb}}
export WANDB_ENTITY=shrike-legged
# MuJoCo 2.1+ needs no licence; old mjkey.txt kept in ~/.mujoco for mujoco-py 1.50 builds
export MUJOCO_PY_MUJOCO_PATH=$HOME/.mujoco/mujoco210
