cd /projects/surge-adcirc/runs/ian2022
adcprep --np 512 --partmesh
adcprep --np 512 --prepall
sbatch ../../slurm/padcirc_ian.sbatch
tail -f padcirc.out
python ../../scripts/fetch_era5.py --storm ian --start 2022-09-23 --end 2022-10-01
export EARTHDATA_TOKEN={{earthdata_token}}
wget --header "Authorization: Bearer $EARTHDATA_TOKEN" https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/MUR-JPL-L4-GLOB-v4.1/20220927090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc
s3cmd put maxele.63.nc s3://surge-adcirc/ian2022/
md5sum fort.14 fort.15 fort.13
tapis auth login --username jbroussard
tapis files list tapis://designsafe.storage.default/jbroussard/ian2022
