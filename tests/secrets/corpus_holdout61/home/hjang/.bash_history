cd /scratch/project_2010388/hjang
aws s3 ls --no-sign-request s3://motional-nuscenes/public/v1.0/
aws s3 cp --no-sign-request s3://motional-nuscenes/public/v1.0/v1.0-trainval_meta.tgz .
md5sum v1.0-trainval_meta.tgz
huggingface-cli login --token {{hf}}
wandb login {{wandb_key}}
wandb login --relogin
python -c "from nuscenes.nuscenes import NuScenes; n=NuScenes('v1.0-mini','/scratch/project_2010388/nuscenes'); print(n.scene[0]['token'])"
ssh-keygen -t ed25519 -f ~/.ssh/encord_ed25519 -N '' -C 'hjang encord sdk'
cat ~/.ssh/encord_ed25519.pub
python scripts/encord_sync.py --project 1c2d9e4f-6a7b-4c8d-9e0f-a1b2c3d4e5f6 --pull
cvat-cli --server-host https://cvat.siskin.example.fi --auth hjang:'{{password:cvat-password}}' ls
cvat-cli --server-host https://cvat.siskin.example.fi --auth hjang ls
export FOXGLOVE_API_KEY={{foxglove}}
python scripts/foxglove_upload.py runs/2026-02-27/*.mcap
sbatch slurm/train.sbatch configs/train.yaml
tail -f logs/train-22981354.out
