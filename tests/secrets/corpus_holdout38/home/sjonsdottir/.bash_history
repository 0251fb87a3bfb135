conda activate insar
asf_search --help
python -c "import asf_search as asf; print(asf.__version__)"
curl -O -H "Authorization: Bearer {{earthdata_token}}" https://datapool.asf.alaska.edu/SLC/SA/S1A_IW_SLC__1SDV_20231110T071543_20231110T071610_051170_062BE1_6C2F.zip
sha1sum S1A_IW_SLC__1SDV_20231110T071543_20231110T071610_051170_062BE1_6C2F.zip
python scripts/hyp3_submit.py --frame 152 --start 2023-10-25 --end 2024-06-01
smallbaselineApp.py mintpy/ReykjanesSenDT155.txt
cat ~/.opentopography.txt
bash scripts/cdse_download.sh 2c9f1e7a-4b3d-4e8a-9c6f-1a5d7b3e9f20
