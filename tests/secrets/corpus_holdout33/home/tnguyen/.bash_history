cd /projects/mekong-flood
wget --user=tnguyen_hydro --password='{{password:earthdata-password}}' -r -np -nH -A '*.nc4' https://n5eil01u.ecs.nsidc.org/SMAP/SPL3SMP_E.006/2026.06.01/
sbatch run_wrfhydro.sbatch
squeue --me
ncdump -h run/20260601/202606010000.CHRTOUT_DOMAIN1 | head
cdo -f nc4 mergetime era5_2024_*.nc era5_2024.nc
python scripts/get_imerg.py
curl -H "token: $NOAA_CDO_TOKEN" "https://www.ncei.noaa.gov/cdo-web/api/v2/stations?locationid=FIPS:VM&limit=100"
git -C wrf_hydro_nwm_public checkout 7b8d1e5c2a4f6e9d0c3b1a2f4e6d8c0b2a4f6e8d
sha256sum DOMAIN/Fulldom_hires.nc
