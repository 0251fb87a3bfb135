pip install --user lofar-stager-api
python3 -c "from stager_access import *; print(get_progress())"
python3 -c "from stager_access import *; stage(['srm://srm.grid.sara.nl:8443/pnfs/grid.sara.nl/data/lofar/ops/projects/lt10_010/1063451/L1063451_SB000_uv.MS_a8f1c2d3.tar'])"
curl -u hvaz:{{password_url:lofar-lta-password}} "https://lta.lofar.eu/Lofar?project=LT10_010&mode=query_result_page&product=CorrelatedDataProduct"
rclone ls spider-lofar:1063451 | head
bash /work/projects/lofar-lotss/download/fetch.sh 1063451
sbatch slurm/linc_target.sbatch L1063451
md5sum /scratch/hvaz/L1063451/*.tar | tee md5.txt
git clone https://hvaz:{{gitlab:astron-gitlab-token}}@git.astron.nl/RD/LINC.git
git -C LINC checkout d9b06531ff13fa403c0ba979a6b4626c12189c4d
