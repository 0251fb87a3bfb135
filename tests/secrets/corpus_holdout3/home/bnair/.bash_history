cd ~/wrf/WRF/test/em_real
ln -sf ../../run/RRTMG* .
./geogrid.exe && ./ungrib.exe && ./metgrid.exe
sbatch ~/wrf/run_wrf.slurm
tail -f rsl.error.0000
pip install sentinelhub earthengine-api
sentinelhub.config --sh_client_id 0f7a8c2e-5b3d-4e1f-9a6b-c2d4e6f8a0b1 --sh_client_secret {{alnum32:sentinel-hub-client-secret}}
earthengine authenticate --auth_mode=notebook
earthengine set_project ee-bnair-arctic
curl -s "https://api.openweathermap.org/data/3.0/onecall?lat=78.22&lon=15.65&appid={{hex32:openweathermap-api-key}}" | jq .current
curl -L -H "Authorization: api-key {{planet_key:planet-api-key}}" https://api.planet.com/basemaps/v1/mosaics
julia --project=~/arcticflux -e 'using Pkg; Pkg.instantiate()'
md5sum wrfout_d01_2019-07-0*
git log -1 --format=%H
