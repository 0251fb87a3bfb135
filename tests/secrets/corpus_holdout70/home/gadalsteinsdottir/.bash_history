conda activate insar
python -c "import hyp3_sdk; print(hyp3_sdk.__version__)"
export EARTHDATA_TOKEN={{greenfinch_earthdata_token:earthdata-user-token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" https://hyp3-api.asf.alaska.edu/user
python scripts/submit_hyp3.py --project vatna-2025 --pairs pairs_2025.txt
hyp3 ... # no CLI, use the sdk
asf_search --help
python scripts/search_asf.py --relorbit 155 --start 2024-06-01 --end 2024-10-31
wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies https://datapool.asf.alaska.edu/SLC/SA/S1A_IW_SLC__1SDV_20240712T183045_20240712T183112_054721_06A9C3_5E0B.zip
smallbaselineApp.py config/mintpy_vatna.cfg
md5sum S1A_IW_SLC__1SDV_20240712T183045_20240712T183112_054721_06A9C3_5E0B.zip
# 2c5b9f0e7a314d86b1e0c4f7d3a92e58
sbatch jobs/hyp3_batch.sbatch
