module load cuda/12.4 python/3.11
source ~/venvs/esm/bin/activate
huggingface-cli login --token $HF_TOKEN
huggingface-cli whoami
git clone https://github.com/facebookresearch/esm.git
cd esm && git checkout 2b369911bb5b4b0dda914521b9475cad1656b2ac
wandb login {{wandb:wandb-api-key}}
sbatch jobs/finetune_esm2.sbatch
squeue -u araza
aws s3 ls s3://plover-plm-embeddings/uniref50/ --profile plm
aws s3 cp s3://plover-plm-embeddings/uniref50/shard-0007.h5 . --profile plm
export FORGE_TOKEN={{alnum32:evolutionaryscale-forge-token}}
python src/forge_embed.py --fasta data/thermophiles.fa
ngc config set
sha256sum data/uniref50_subset.fasta
ssh -i ~/.ssh/id_ed25519 araza@gpu-login2.plover.example.edu
