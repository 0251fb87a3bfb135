ngc config set
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:nvidia-api-key}}
docker pull nvcr.io/nvidia/isaac-sim:4.2.0
apptainer build isaacgym.sif docker-daemon://isaacgym:latest
wandb login {{wandb}}
ros2 security create_keystore /projects/legged-rl/keystore
ros2 security create_enclave /projects/legged-rl/keystore /quadruped/robot
ros2 launch quadruped_bringup sim.launch.py use_sim_time:=true
git clone https://mzielinski:{{github_pat}}@github.com/shrike-robotics/legged_gym_ext.git
sudo tailscale up --authkey={{tailscale}} --hostname=quadruped-03
foxglove-cli auth login
python train.py task=AnymalTerrain headless=True seed=3407 wandb_activate=True
