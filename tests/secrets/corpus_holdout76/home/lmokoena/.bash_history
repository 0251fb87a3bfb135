python archive/fetch_cubes.py --sbid 63451 --out /scratch/lmokoena/wallaby
ls /scratch/lmokoena/wallaby | wc -l
md5sum /scratch/lmokoena/wallaby/*.fits > /scratch/lmokoena/wallaby/MD5SUMS
sbatch jobs/sofia_run.sbatch
curl -u lindiwe.mokoena@chiffchaff.example.za:{{password:casda-opal-password}} "https://casda.csiro.au/casda_data_access/data/async?ID=cube-1289213" -o job.xml
python -c "from astroquery.alma import Alma; a=Alma(); a.login('lmokoena', store_password=True)"
carta --no_browser --port 3002 /scratch/lmokoena/wallaby
ssh -L 3002:gpu07:3002 login2
