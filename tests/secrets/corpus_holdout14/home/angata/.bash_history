copernicusmarine login --username angata --password {{password:copernicus-marine-password}}
copernicusmarine subset -i cmems_mod_glo_phy_anfc_0.083deg_PT1H-m -v zos -x 165 -X 180 -y -48 -Y -33 -t 2026-11-01 -T 2026-11-10 -o forcing/
copernicusmarine login --check-credentials-valid
python -c "import cdsapi; c=cdsapi.Client(); print(c.url)"
cd ~/projects/surge-adcirc/adcirc && adcprep --np 512 --partmesh && adcprep --np 512 --prepall
sbatch ../jobs/padcirc_gabrielle.sbatch
curl -H "token: {{alpha32:noaa-cdo-token}}" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:NZ000093417&startdate=2023-02-12&enddate=2023-02-15"
git log -1 --format=%H
globus transfer 8f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f:/scratch/angata/out/ 2c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f:/~/surge/ --recursive --label gabrielle-run14
