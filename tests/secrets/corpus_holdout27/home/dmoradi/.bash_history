cd /projects/perovskite-ml
conda activate pvk
mp_api --version
runpodctl config --apiKey {{runpod_key}}
runpodctl get pod
curl -u {{lambda_cloud_key}}: https://cloud.lambdalabs.com/api/v1/instance-types | jq '.data | keys'
curl -s -H "Authorization: Bearer $LAMBDA_API_KEY" https://cloud.lambdalabs.com/api/v1/instances | jq .
ssh -i ~/.ssh/lambda_ed25519 ubuntu@129.146.72.18
vastai set api-key {{hex64:vastai-api-key}}
vastai search offers 'gpu_name=H100_SXM num_gpus=8 reliability>0.98'
wandb login --relogin
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli upload whimbrel-pvk/cgcnn-bandgap ./checkpoints/best.pt
git rev-parse HEAD
sbatch jobs/train_alignn.sbatch
scontrol token lifespan=86400
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: dmoradi" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrestd.whimbrel.example.edu:6820/slurm/v0.0.41/jobs | jq '.jobs | length'
echo {{github_fine:github-token}} | docker login ghcr.io -u dmoradi --password-stdin
