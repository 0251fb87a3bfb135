cd /scratch/project_2002290/rsalo/nordic-downscale
module load esmf/8.6 nco cdo wrf/4.6.0
# short-lived ESGF certificate for the OPeNDAP reads
echo '{{password:esgf-openid-password}}' | myproxy-logon -s esgf-node.llnl.gov -l rsalo -p 7512 -t 72 -S -o ~/.esg/credentials.pem
myproxy-logon -s esgf-node.llnl.gov -l rsalo -p 7512 -t 72 -o ~/.esg/credentials.pem
openssl x509 -in ~/.esg/credentials.pem -noout -subject -enddate
bash download/wget-CMIP6-EC-Earth3-ssp370.sh -H
bash download/wget-CMIP6-EC-Earth3-ssp370.sh -s
ncdump -h /scratch/project_2002290/cmip6/ta_6hrLev_EC-Earth3_ssp370_r1i1p1f1_gr_201501010000-201512311800.nc | head -40
cdo -f nc4 -z zip_4 sellonlatbox,0,40,52,72 in.nc out.nc
python scripts/era5_boundary.py --year 2015 --area 75/-5/50/45
sbatch wrf/run_wrf.sbatch
sacct -j 22417753 --format=JobID,Elapsed,State,MaxRSS
globus login --no-local-server
globus transfer 8896f38e-68d1-4708-bce4-b1b3a27809ab:/css03_data/CMIP6/ScenarioMIP/EC-Earth-Consortium/ 3d2e9c1a-77b4-4c5e-9f0a-1b2c3d4e5f60:/scratch/project_2002290/cmip6/ --recursive --label ecearth-ssp370
curl -s -H "Authorization: Bearer {{alnum60:zenodo-token}}" https://zenodo.org/api/deposit/depositions/14832091
sha256sum publish/nordic-wrf-3km-tas-2015.nc
