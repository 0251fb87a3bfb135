module load cdo/2.3.0 nco/5.1.9
cdo -f nc4 -z zip_5 mergetime era5_t2m_*.nc era5_t2m_1979-2023.nc
ls -lh /project/climate-dyn/era5/
export EARTHDATA_TOKEN={{jwt:earthdata-token}}
curl -s -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://n5eil01u.ecs.nsidc.org/DP5/ATLAS/ATL06.006/2023.01.01/ATL06_20230101.h5
wget --user=akowalski --password={{password:earthdata-password}} https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2023.01.01/
wget --user=akowalski --ask-password https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2023.01.02/
sha256sum ATL06_20230101.h5
git -C ~/src/regrid log --oneline -3
git -C ~/src/regrid checkout 4747652274a1e5395a8ce3be0895d1ca59f34cac
./globusconnectpersonal -setup {{uuid:globus-setup-key}}
./globusconnectpersonal -start &
globus endpoint search "NCAR RDA"
globus ls 5658cd74-9e17-432a-9a3a-f3e78e6e7835:/glade/campaign/collections/rda/data/ds633.0/
read -s -p "CDS key: " CDSKEY
echo "key: $CDSKEY" >> ~/.cdsapirc
squeue -u akowalski
sacct -j 8812231 --format=JobID,State,Elapsed,MaxRSS
python -c "import cdsapi; cdsapi.Client().retrieve('reanalysis-era5-single-levels', {'variable': '2m_temperature'})"
copernicusmarine login --username akowalski1 --password {{password14:copernicus-marine-password}}
copernicusmarine subset --dataset-id cmems_mod_glo_phy_my_0.083deg_P1D-m -v thetao -t 2020-01-01 -T 2020-12-31
