cd ~/projects/malaria-seasonal
sbatch jobs/train.sbatch
wandb login --relogin
huggingface-cli whoami
huggingface-cli upload chiffchaff-epi/malaria-tft-weekly checkpoints/best --revision 3c9e1f7a2b5d8046e1c3a9f7b2d5e8014c6a3f9b
rclone copy nicd-sftp:/outgoing/cases_2026w46.csv data/raw/
rclone sync data/processed ceph:malaria-seasonal/processed
ssh -N -L 8891:gpu07:8891 login1
git push origin main
make release
