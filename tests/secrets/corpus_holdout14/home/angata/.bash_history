wget -r -nH --cut-dirs=4 --user=angata --password='{{password:aviso-password}}' ftp://ftp-access.aviso.altimetry.fr/duacs-dt2021/global/msla-h/2023/
cdo sellonlatbox,165,180,-48,-33 -mergetime msla-h/2023/*.nc forcing/sla_gabrielle.nc
wget -r -nH --user=angata --ask-password ftp://ftp-access.aviso.altimetry.fr/auxiliary/tide_model/fes2022b/
python -c "import cdsapi; c=cdsapi.Client(); print(c.url)"
cd ~/projects/surge-adcirc/adcirc && adcprep --np 512 --partmesh && adcprep --np 512 --prepall
sbatch ../jobs/padcirc_gabrielle.sbatch
curl -H "token: {{alpha32:noaa-cdo-token}}" "https://www.ncei.noaa.gov/cdo-web/api/v2/data?datasetid=GHCND&stationid=GHCND:NZ000093417&startdate=2023-02-12&enddate=2023-02-15"
git log -1 --format=%H
globus transfer 8f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f:/scratch/angata/out/ 2c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f:/~/surge/ --recursive --label gabrielle-run14
