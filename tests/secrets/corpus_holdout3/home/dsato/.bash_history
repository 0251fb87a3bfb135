srun --partition=gpu --gres=gpu:a100:1 --time=2:00:00 --pty bash
nvidia-smi -L
apptainer pull isaac-lab.sif docker://nvcr.io/nvidia/isaac-lab:2.0.0
huggingface-cli upload puffin-robotics/quadruped-ppo ./checkpoints/model_4000.pt --token {{hf:huggingface-token}}
wandb login {{wandb:wandb-api-key}}
wandb sync --id 3kq9x2lm ./wandb/offline-run-20260307_101522-3kq9x2lm
foxglove auth configure-api-key --api-key {{foxglove:foxglove-api-key}}
foxglove data import bags/trot_2026-03-07.mcap --device-id dev_5Xk2Lm9PqR7sTb
docker login -u dsato -p {{dockerhub:dockerhub-token}}
docker push dsato/quadruped-sim:0.3
ros2 security create_keystore ros2_ws/keystore
ros2 security create_enclave ros2_ws/keystore /quadruped/telemetry
sha1sum checkpoints/*.pt
