docker login nvcr.io --username '$oauthtoken' --password {{nvapi:ngc-api-key}}
ngc config set
apptainer build isaac-sim-4.5.sif docker://nvcr.io/nvidia/isaac-sim:4.5.0
export OMNI_USER='$omni-api-token'
export OMNI_PASS={{b64url64:omniverse-api-token}}
./isaaclab.sh -p scripts/reinforcement_learning/rsl_rl/train.py --task Isaac-Lift-Cube-Franka-v0 --headless
ros2 security create_keystore ~/sim2real-arm/ros2_ws/sros2_keystore
ros2 security create_enclave ~/sim2real-arm/ros2_ws/sros2_keystore /arm/controller
export ROS_SECURITY_ENABLE=true ROS_SECURITY_STRATEGY=Enforce
ros2 launch arm_bringup real.launch.py robot_ip:=192.168.10.20
mlflow ui --backend-store-uri postgresql://mlflow:{{password_url:mlflow-db-password}}@localhost:5432/mlflow
python -c "import mujoco; print(mujoco.__version__)"
gh auth status
