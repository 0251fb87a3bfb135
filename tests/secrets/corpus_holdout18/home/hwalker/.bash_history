module load cdo/2.4.0 nco/5.2.4
copernicusmarine login --username hwalker1 --password '{{password:copernicus-marine-password}}'
copernicusmarine subset -i cmems_SST_GLO_SST_L4_NRT_OBSERVATIONS_010_001_a -v analysed_sst -t 2026-01-01 -T 2026-11-30 -x 110 -X 180 -y -50 -Y -10
cdo -L ydaypctl,90 sst_clim.nc -ydaymin sst_clim.nc -ydaymax sst_clim.nc pctl90.nc
git clone https://github.com/ecjoliver/marineHeatWaves.git
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
curl -s "https://coastwatch.pfeg.noaa.gov/erddap/griddap/jplMURSST41.nc?analysed_sst[(2026-02-01)][(-45):(-10)][(110):(180)]" -o mur.nc
sbatch jobs/mhw_detect.sbatch
squeue -u hwalker
echo $MAPBOX_ACCESS_TOKEN | cut -c1-6
