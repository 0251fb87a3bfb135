pip install --user lofar-lta stager-access
python -c "import stager_access; print(stager_access.get_progress())"
python scripts/stage_obs.py --sas L784512
wget --user=jvanrijn --password={{password:lofar-lta-password}} -i srm_L784512_https.txt
ls -lh /scratch/jvanrijn/L784512/
rclone lsd surf-lta:
rclone copy -P surf-lta:L784512 /scratch/jvanrijn/L784512 --transfers 8
git clone https://oauth2:{{gitlab:astron-gitlab-token}}@git.astron.nl/RD/LINC.git
cd LINC && git checkout v5.0rc1 && git log -1 --format=%H
apptainer pull linc.sif docker://astronrd/linc:5.0rc1
sha256sum linc.sif
sbatch slurm/linc_target.sbatch
curl -sS -H "Authorization: Bearer $(cat ~/.config/lta_macaroon)" https://webdav.grid.surfsara.nl:2880/pnfs/grid.sara.nl/data/lofar/ops/projects/lc20_014/ -X PROPFIND | head
rclone copy -P /scratch/jvanrijn/L784512/images lofar-scratch:L784512/
