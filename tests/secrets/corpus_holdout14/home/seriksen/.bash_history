module load sumo/1.21.0
netconvert --osm-files e18_corridor.osm.xml -o e18.net.xml --geometry.remove --ramps.guess
python $SUMO_HOME/tools/randomTrips.py -n e18.net.xml -r e18.rou.xml -e 3600 -p 0.8
sumo -c e18.sumocfg --remote-port 8813 --step-length 0.5
curl "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point=59.91,10.75&key={{alnum32:tomtom-api-key}}" | jq .flowSegmentData.currentSpeed
curl "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point=59.91,10.75&key=$TOMTOM_KEY"
curl -s "https://data.traffic.hereapi.com/v7/flow?in=bbox:10.6,59.85,10.9,59.97&locationReferencing=shape&apiKey={{b64url43:here-api-key}}" -o here_flow.json
git rev-parse HEAD
sbatch jobs/calibrate.sbatch
psql "postgresql://sim:{{password_url:postgres-password}}@gis.petrel.example.edu:5432/corridor" -c "select count(*) from detector_counts"
