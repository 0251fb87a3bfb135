cd /proj/cloth-manip
git pull
sbatch slurm/train_diffusion.sbatch
sq
tail -f slurm/logs/train-4412233.out
comet init --api-key
python scripts/log_comet.py --exp-key 8f1e2d3c4b5a69788796a5b4c3d2e1f0
export COMET_API_KEY=$(awk -F" = " '/api_key/{print $2}' ~/.comet.config)
docker login -u fgruber -p {{dockerhub}}
python scripts/log_comet.py --offline
comet upload /scratch/fgruber/.cometml-runs/3c9a0e77b1d24f6a8e5c2b1d0f9e8a7c.zip
mlflow runs list --experiment-id 14
curl -s -u fgruber:'{{password:mlflow-tracking-password}}' https://mlflow.pipit.example.at/api/2.0/mlflow/experiments/search -d '{"max_results":5}'
curl -s -u fgruber:$MLFLOW_TRACKING_PASSWORD https://mlflow.pipit.example.at/api/2.0/mlflow/runs/get?run_id=5b1a7c9e0d2f4e6a8b3c1d5e7f9a0b2c
clearml-init
clearml-agent daemon --queue a100 --docker nvcr.io/nvidia/pytorch:24.05-py3 --detached
huggingface-cli login --token {{hf}}
huggingface-cli upload pipit-robotics/towel-fold-v3 ./data/lerobot/towel_fold_v3 --repo-type dataset
sha256sum data/lerobot/towel_fold_v3/meta/info.json
neptune sync --project pipit-robotics/cloth-manip
pip install -r requirements.txt
ssh a100-07
nvidia-smi
sacct -j 4412233 --format=JobID,Elapsed,MaxRSS,State
