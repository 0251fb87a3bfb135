cd /projects/tweezers-kinesin/analysis
python fit_force_extension.py --model odijk --file 20251014-153022\ Marker\ 7.h5
sha256sum raw/*.h5 > raw/SHA256SUMS
git log --oneline -3
git checkout 9c1e4b7a2f03d58e6b1c0a94f2e7d3b8a6c5e1f0
sbatch slurm/kymotrack.sbatch
squeue -u avos
jupyter lab --no-browser --port=8842
ssh -N -L 8842:gpu-a07:8842 willet-login2
curl -s -H "Authorization: token {{hex128:figshare-token}}" https://api.figshare.com/v2/account/articles | jq '.[].id'
rclone lsd onedrive:Ctrap-exports
rclone copy onedrive:Ctrap-exports/2025-10 raw/ -P
matlab -batch "run('matlab/calibrate_psd.m')"
wandb login
python -c "import lumicks.pylake as lk; print(lk.__version__)"
history | grep figshare
