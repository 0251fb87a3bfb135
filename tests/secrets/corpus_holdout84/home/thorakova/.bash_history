module load CUDA/12.4.0 Python/3.11.5-GCCcore-13.2.0
cd /projects/korpus-mluvene
source venv/bin/activate
huggingface-cli login --token {{hf}}
huggingface-cli whoami
export WANDB_API_KEY={{wandb_key}}
git clone https://github.com/espnet/espnet.git
cd espnet && git checkout 6d2a1b9c4f0e8a7d3b5c1e9f2a4d6b8c0e1f3a5d
cd ..
sbatch jobs/train_conformer.sbatch
squeue -u thorakova
tail -f logs/train_conformer_412877.out
sha256sum data/cv_cs_17.tar.gz
curl -s -u thorakova:{{password:lindat-dspace-password}} -X POST https://lindat.pochard.example.cz/repository/server/api/authn/login
curl -s https://lindat.pochard.example.cz/repository/server/api/core/items/0b6c3e52-8d1a-4f7e-9a2b-5c4d3e2f1a0b | jq .name
export AZURE_SPEECH_KEY=$(cat ~/.config/azspeech/key)
export AZURE_SPEECH_REGION=westeurope
python scripts/inception_export.py --project 14 --out exports/
ls -la ~/.cache/huggingface/
cat ~/.cache/huggingface/token | wc -c
history | grep login
