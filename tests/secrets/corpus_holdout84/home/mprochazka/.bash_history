cd /projects/sim-doprava
module load SUMO/1.21.0 Apptainer
apptainer exec --nv /apps/containers/carla_0.9.15.sif /home/carla/CarlaUE4.sh -RenderOffScreen -carla-rpc-port=2000 &
curl -s "https://api.mapy.cz/v1/routing/route?apikey={{alnum32:mapy-api-key}}&start=16.6068,49.1951&end=16.5780,49.2264&routeType=car_fast&lang=cs" | jq '.length, .duration'
curl -s "https://graphhopper.com/api/1/route?point=49.1951,16.6068&point=49.2264,16.5780&profile=car&key={{uuid:graphhopper-api-key}}" | jq .paths[0].distance
psql "postgresql://sumo:{{password_url:postgis-password}}@gis01.pochard.example.cz:5432/traffic" -c '\dt'
netconvert --osm-files brno.osm.pbf -o brno.net.xml --geometry.remove --ramps.guess
python scripts/fetch_routes.py --date 2026-11-20
git log --oneline -3
git show 3c9e1a7 --stat
sbatch jobs/sumo_sweep.sbatch
export GRAPHHOPPER_KEY=$(pass show pochard/graphhopper)
