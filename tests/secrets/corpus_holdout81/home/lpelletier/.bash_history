module load apptainer/1.3
ngc config set
docker login nvcr.io --username '$oauthtoken' --password {{ngc_key:nvidia-api-key}}
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
wandb login {{wandb:wandb-api-key}}
sbatch slurm/diffdock_array.sbatch
squeue -u lpelletier
ssh -N -L 8899:gpu-h100-07:8899 lpelletier@login.goosander.example.ca
git log -1 --format=%H
