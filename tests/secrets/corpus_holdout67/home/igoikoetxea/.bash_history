module load isce2/2.6.3 mintpy/1.6.1
conda activate insar
asf_search --help
python -c "import asf_search as asf; print(asf.__version__)"
export EARTHDATA_TOKEN={{earthdata_token}}
python scripts/search_stack.py --track 103 --frame 125 --start 2019-01-01 --end 2025-10-31
wc -l stack_t103.csv
wget --http-user=igoikoetxea --http-password={{password:earthdata-password}} https://datapool.asf.alaska.edu/SLC/SA/S1A_IW_SLC__1SDV_20251012T060342_20251012T060409_061238_07A2F1_6C3B.zip
sha256sum S1A_IW_SLC__1SDV_20251012T060342_20251012T060409_061238_07A2F1_6C3B.zip
# 9b2c4e71d0a85f3c6e19b47d2a0f8c53e7164b9d28a0c5f1e3b7d96a4c8e2f10  S1A_IW_SLC__1SDV_...zip
curl -s -b "asf-urs={{chaffinch_asf_urs_cookie}}" https://hyp3-api.asf.alaska.edu/jobs?status_code=SUCCEEDED | jq '.jobs | length'
curl -s -H "Authorization: Bearer $EARTHDATA_TOKEN" https://hyp3-api.asf.alaska.edu/user | jq .
hyp3 --version
python notebooks/watch_jobs.py 6d2f0c1e-8b47-4a3e-9c15-2e7f04b9a8d3
rclone lsd ovh-gra:
rclone copy -P /scratch/igoikoetxea/hyp3/INSAR_GAMMA ovh-gra:chaffinch-insar/hyp3 --transfers 8
rclone config show ovh-gra
dem.py -a stitch -b 42 43 -2 1 -r -s 1 -c
stackSentinel.py -s ../slc -d ../dem/demLat_N42_N43_Lon_W002_E001.dem.wgs84 -a ../aux -o ../orbits -b '42.4 42.9 -1.3 0.5' -W interferogram -C geometry
git log --oneline -3
# 4f1c2a9 topsStack: coarse coreg off for 2019 gap
# c07e5d1 mintpy: add ERA5 correction switch
sbatch slurm/topsstack.sbatch
smallbaselineApp.py mintpy/smallbaselineApp.cfg --dostep velocity
