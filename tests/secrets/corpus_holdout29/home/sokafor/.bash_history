cd /projects/cmip6-downscale
esgf-pyclient --help
myproxy-logon -s esgf-node.llnl.gov -l sokafor -b -t 72 -o ~/.esg/credentials.pem
wget --certificate ~/.esg/credentials.pem --private-key ~/.esg/credentials.pem -i wget_tas_ACCESS-CM2.txt
cdo -remapbil,grid_aus5km.txt tas_day_ACCESS-CM2_ssp370_r1i1p1f1_gn_2015.nc tas_aus5km_2015.nc
ncdump -h tas_aus5km_2015.nc | grep tracking_id
gsutil -o "Credentials:gs_oauth2_refresh_token={{google_refresh}}" ls gs://godwit-cmip6-ds/
python -c "import cdsapi; print(cdsapi.__version__)"
sbatch slurm/bcsd_array.sbatch
sacct -j 4471902 --format=JobID,State,Elapsed,MaxRSS
