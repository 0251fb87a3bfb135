#!/bin/bash
#SBATCH -J mir-features -p gpu-l40s --gres=gpu:1 -c 16 --mem=64G -t 12:00:00
module load ffmpeg/7.0 cuda/12.4
source ~/groove-embeddings/.venv/bin/activate
export WANDB_API_KEY={{wandb_key}}
python -m src.extract --input /datasets/fma_large --out /scratch/lortega/feats --workers 16
