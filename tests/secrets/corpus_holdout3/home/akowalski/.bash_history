module load cesm/2.1.5 esmf/8.6.0
cd /projects/cordex-arctic/cases
./create_newcase --case b.e21.arctic.f09 --compset B1850 --res f09_g17 --mach puffin --project cordex
cd b.e21.arctic.f09 && ./case.setup && ./case.build
./xmlchange STOP_OPTION=nyears,STOP_N=5,RESUBMIT=9
./case.submit
squeue -u akowalski
sacct -j 4417823 --format=JobID,State,Elapsed,MaxRSS
svn co --username akowalski --password {{password14:svn-password}} https://svn-ccsm-models.cgd.ucar.edu/ww3/release_tags/ww3_cesm2_1_5 ww3
svn info ww3 | grep Revision
ecaccess-certificate-create
mars era5_tp_1979.req
python ~/scripts/get_era5.py 1979 1980
cat ~/.cdsapirc
wget --user=akowalski --password={{password_url:esgf-password}} https://esgf-data.dkrz.de/thredds/fileServer/cordex/output/ARC-44/tas_ARC-44_day_1979.nc
curl -sS -H "Authorization: Bearer {{jwt:earthdata-token}}" -O https://n5eil01u.ecs.nsidc.org/DP5/ATLAS/ATL07.006/2019.01.01/ATL07-01_20190101.h5
copernicusmarine login --username akowalski --password {{password:copernicus-marine-password}}
copernicusmarine subset --dataset-id cmems_mod_arc_phy_anfc_6km_detided_P1D-m -v thetao -t 2023-01-01 -T 2023-12-31
sha256sum tas_ARC-44_day_1979.nc
ncdump -h tas_ARC-44_day_1979.nc | head -40
globus login --no-local-server
globus transfer 6c54cade-bde5-45c1-bdea-f4bd71dba2cc:/cordex/ e8253e6e-0b4b-4a2a-a7b6-4ef5e7b1a3d1:/projects/cordex-arctic/input/ --recursive --label era5-sync
globus task show 1b7e4d6a-9f2c-11ef-8c2a-0242ac120002
git -C ~/cesm/CESM log --oneline -3
export CDS_KEY_FILE=~/.cdsapirc
