module load cuda/12.4 python/3.11
cd /gannet/projects/nowcast-ai
git pull
git log --oneline -3
squeue -u aokafor
sbatch scripts/train_nowcast.sbatch
tail -f logs/nowcast-train-881204.out
export TOMORROW_API_KEY={{alnum32:tomorrow-io-api-key}}
python src/fetch_obs.py --source tomorrow --bbox 6.3,3.1,7.2,4.0
curl -s "https://www.ncei.noaa.gov/cdo-web/api/v2/datasets" -H "token: {{alpha32_token:noaa-cdo-token}}" | jq .
curl -s "https://api.synopticdata.com/v2/stations/latest?token=$SYNOPTIC_TOKEN&stid=DNMM" | jq .metadata
ecmwf-api-client --version
python -c "import ecmwfapi; print(ecmwfapi.__version__)"
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli download google/graphcast --local-dir /gannet/scratch/aokafor/graphcast
ngc config set
docker login nvcr.io -u '$oauthtoken' --password-stdin < ~/.ngc/key
apptainer pull earth2studio.sif docker://nvcr.io/nvidia/earth-2/earth2studio:0.6.0
sha256sum earth2studio.sif
wandb login
srun -p gpu --gres=gpu:a100:1 --pty bash
nvidia-smi
git commit -am "nowcast: add radar echo-top loss"
git push origin main
