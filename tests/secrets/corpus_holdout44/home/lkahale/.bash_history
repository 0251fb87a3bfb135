rclone sync /scratch/lkahale/KAN-03-2024 b2-reef:reef-raw/KAN-03-2024 -P --transfers 16
rclone check /scratch/lkahale/KAN-03-2024 b2-reef:reef-raw/KAN-03-2024
docker login ghcr.io -u lkahale -p {{github_pat:github-token}}
docker pull ghcr.io/woodcock-reef/coralnet-tools:0.4
exiftool -SerialNumber -Model /scratch/lkahale/KAN-03-2024/GOPR0001.JPG
sbatch slurm/metashape_gpu.sbatch KAN-03-2024
