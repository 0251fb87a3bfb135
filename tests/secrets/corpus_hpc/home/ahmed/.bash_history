cd /scratch/ahmed
sq
sbatch train.sbatch
wandb login {{wandb}}
wandb login --relogin
tail -f slurm-4812734.out
git log --oneline | head
git checkout 3f2a9c1d7e8b4f60a1c2d3e4f5a6b7c8d9e0f1a2
sshpass -p '{{password:command-line-password}}' scp results.tar.gz ahmed@transfer.example.edu:/archive/ahmed/
sshpass -f ~/.ssh/transfer.pass rsync -av out/ transfer:/archive/ahmed/out/
mysql -h db.example.edu -u ahmed -p{{password:command-line-password}} experiments
mysql -h db.example.edu -u ahmed -p experiments
curl -u ahmed:{{password:command-line-password}} https://nexus.example.edu/repository/raw/data.tgz -o data.tgz
curl -H "Authorization: Bearer $GITLAB_TOKEN" https://gitlab.example.edu/api/v4/projects
wget --user=ahmed --password={{password14:command-line-password}} https://data.example.edu/era5/2023.nc
wget --user=ahmed --ask-password https://data.example.edu/era5/2024.nc
sha256sum data.tgz
rclone copy out/ ceph:ahmed-results
squeue -u ahmed
scancel 4812734
