conda activate placement
huggingface-cli login --token {{hf}} --add-to-git-credential
huggingface-cli upload dotterel/macro-ppo-ariane checkpoints/ppo_ariane_step1200k .
wandb sync wandb/offline-run-20261102_221104-3kq8x1zd
sbatch slurm/train_ppo.sbatch configs/ariane133.yaml
squeue --me
git log --oneline | head -5
nvidia-smi --query-gpu=uuid --format=csv
export OPENAI_API_KEY=sk-...REDACTED
python tools/netlist_stats.py eda/ariane133.pb.txt
