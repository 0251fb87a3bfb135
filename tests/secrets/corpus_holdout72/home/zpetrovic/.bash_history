ngc config set
ngc registry image pull nvcr.io/nvidia/isaac-sim:4.5.0
docker login nvcr.io -u '$oauthtoken' -p {{nvapi}}
apptainer build isaac-sim_4.5.0.sif docker://nvcr.io/nvidia/isaac-sim:4.5.0
export OMNI_PASS=$(cat ~/.omni_token)
isaac ./python.sh scripts/sync_assets.py --src omniverse://nucleus.pipit.example.at/Projects/warehouse
omnicli login nucleus.pipit.example.at --user zpetrovic --password '{{password:nucleus-password}}'
clearml-task --project warehouse-sim --name pick-ppo --script scripts/train_ppo.py --queue a100
sbatch slurm/isaac_headless.sbatch
git log -1 --format=%H
cat logs/isaac-3381022.out | grep -i error
