cd /cluster/projects/nordic-seas-mitgcm
pip install --user earthaccess podaac-data-subscriber
python -c "import earthaccess; earthaccess.login(strategy='netrc')"
podaac-data-downloader -c ECCO_L4_TEMP_SALINITY_LLC0090GRID_MONTHLY_V4R4 -d data/ecco --start-date 2010-01-01T00:00:00Z --end-date 2017-12-31T23:59:59Z -e .nc
aws --profile nird --endpoint-url https://s3.nird.sigma2.no s3 ls s3://nordic-seas-adjoint/
aws --profile nird --endpoint-url https://s3.nird.sigma2.no s3 sync run_ad/ s3://nordic-seas-adjoint/run_ad_2025-02/
export EARTHDATA_TOKEN={{earthdata_token}}
curl -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://archive.podaac.earthdata.nasa.gov/podaac-ops-cumulus-protected/ECCO_L4_SSH_LLC0090GRID_MONTHLY_V4R4/SEA_SURFACE_HEIGHT_mon_mean_2017-12_ECCO_V4r4_native_llc0090.nc
md5sum data/ecco/*.nc | tee data/ecco/MD5SUMS
cd code && ../tools/genmake2 -mods=../code -of=../tools/build_options/linux_amd64_ifort -mpi && make depend && make -j 32
git log -1 --format=%H   # 0c6a2f5e8b1d3c7a9e4f6b2d8a0c1e3f5b7d9a2c
sbatch jobs/adjoint.sbatch
ssh-keygen -lf ~/.ssh/id_ed25519.pub
