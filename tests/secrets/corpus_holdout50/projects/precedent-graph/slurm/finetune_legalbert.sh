#!/bin/bash
#SBATCH --job-name=legalbert-ft
#SBATCH --partition=gpu-a100
#SBATCH --gres=gpu:a100:4
#SBATCH --cpus-per-task=32 --mem=256G --time=1-00:00:00
#SBATCH --mail-user=hosei@wagtail.example.jp --mail-type=END,FAIL
module load cuda/12.4 python/3.12
source ~/precedent-graph/.venv/bin/activate
export HF_HOME=/scratch/hosei/hf
export HF_TOKEN=$(cat ~/.cache/huggingface/token)
export WANDB_API_KEY={{wandb_key}}
export WANDB_PROJECT=precedent-graph
torchrun --nproc_per_node=4 -m src.finetune --model nlpaueb/legal-bert-base-uncased \
  --data data/ca9.parquet --epochs 3 --seed 17 --run-name ft-$(date +%s)
