cd /lustre/projects/lapalma-insar
module load isce2/2.6.3 mintpy/1.6.1
conda activate insar
asf_search --help
python -c "import asf_search as asf; print(asf.__version__)"
wget --user=cnicgiolla --password='{{password:earthdata-password}}' https://datapool.asf.alaska.edu/SLC/SA/S1A_IW_SLC__1SDV_20211003T191507_20211003T191534_039980_04BB5C_6E21.zip
wget --user=cnicgiolla --ask-password https://datapool.asf.alaska.edu/SLC/SB/S1B_IW_SLC__1SDV_20211009T191426_20211009T191453_029053_037783_0A4F.zip
ls -lh SLC/ | head
sha256sum SLC/S1A_IW_SLC__1SDV_20211003T191507_20211003T191534_039980_04BB5C_6E21.zip
# 5f0c9e7b2a1d48e3c6b9a0f71d2e4c8b9a3f6e1d0c7b4a2958e6d3c1b0a9f8e7  S1A_IW_SLC__1SDV_20211003T191507_...zip
eof --search-path SLC/ --save-dir orbits/ --cdse-user cnicgiolla@stonechat.example.ie --cdse-password '{{password:cdse-password}}'
eof --search-path SLC/ --save-dir orbits/
export OPENTOPO_KEY={{hex32:opentopography-api-key}}
sardem --bbox -18.10 28.45 -17.70 28.90 --data-source COP -o dem/lapalma_cop30.dem
sardem --bbox -18.10 28.45 -17.70 28.90 --data-source NASA -o dem/lapalma_srtm.dem
stackSentinel.py -s SLC/ -o orbits/ -a aux/ -d dem/lapalma_cop30.dem.wgs84 -b '28.45 28.90 -18.10 -17.70' -c 3 -z 3 -r 9 -W interferogram
sbatch slurm/stack_sentinel.sbatch
squeue -u cnicgiolla
sacct -j 4418207 --format=JobID,State,Elapsed,MaxRSS
smallbaselineApp.py mintpy/LaPalmaSenDT60.txt --dostep load_data
smallbaselineApp.py mintpy/LaPalmaSenDT60.txt --start correct_troposphere
cat ~/.cdsapirc
vim ~/.cdsapirc
tropo_pyaps3.py -f timeseries.h5 -g inputs/geometryRadar.h5 -w ${WEATHER_DIR}
git log --oneline -3
# 9c1e4b7 fix reference point after the June unwrapping errors
git push origin main
curl -s -H "Authorization: Bearer $EARTHDATA_TOKEN" https://hyp3-api.asf.alaska.edu/user | jq .
curl -s -H "Authorization: Bearer {{earthdata_token:earthdata-user-token}}" "https://hyp3-api.asf.alaska.edu/jobs?status_code=SUCCEEDED" | jq '.jobs | length'
python hyp3/submit_jobs.py --pairs pairs_DT60.txt --dry-run
rclone copy ign-gnss:/datos/GNSS/LPAL/2021/ gnss/LPAL/ -P
view.py velocity.h5 velocity --dem inputs/geometryRadar.h5 --noverbose -o figs/vel_DT60.png
