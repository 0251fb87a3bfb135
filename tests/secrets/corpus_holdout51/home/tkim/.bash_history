ros2 bag record -s mcap -o bags/run_0420 /scan /imu/data /odom /tf /tf_static
ros2 bag info bags/run_0419
foxglove auth login
foxglove data import --device-id dev_0dm5ZEHwjYPLhMnu bags/run_0419/run_0419_0.mcap
wandb login {{wandb}}
aws s3 sync bags/ s3://dipper-forest-slam-bags/ --profile bag-archive
sbatch scripts/slam_eval.sbatch
wandb sync --sync-all wandb/
git rev-parse HEAD
