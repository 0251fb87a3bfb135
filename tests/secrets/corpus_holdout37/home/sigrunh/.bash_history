cd /projects/loihi-spinn
git log --oneline | head -3
git checkout 4c1e9a7f02b6d3e8a5f1c0b9d7e6a3f2c1b0a9d8
pip install sPyNNaker==7.3.0 spalloc
python -m spinnaker_testbase.root_test_case
spalloc --hostname spalloc.oystercatcher.example.org --owner sigrunh 1
ssh -i ~/.ssh/id_ed25519_vlab sigrunh@ssh.vlab.inrc.example.net
nxsdk_modules_ncl list
curl -H "Authorization: Bearer $EBRAINS_TOKEN" https://nmpi-v3.hbpneuromorphic.eu/jobs/?status=finished
wandb login {{wandb_key}}
export WANDB_PROJECT=lava-dl-shd
sbatch slurm/train_slayer.sbatch
sacct -j 4417023 --format=JobID,State,Elapsed,MaxRSS
git push https://sigrunh:{{github_pat}}@github.com/oystercatcher-neuro/shd-loihi.git main
sha256sum data/shd_train.h5
history | grep token
