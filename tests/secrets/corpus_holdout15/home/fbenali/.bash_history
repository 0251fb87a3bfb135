curl -o topo/cop30_agadir.tif "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=30.25&north=30.55&west=-9.75&east=-9.45&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}"
psql "postgresql://fbenali:{{password_url:postgres-password}}@gis.razorbill.example.edu:5432/tsunami?sslmode=require" -c '\dt inundation.*'
docker login -u fbenali -p {{dockerhub}}
docker push fbenali/geoclaw-runner:5.11.0
make .output
python setrun.py && make .plots
git rev-parse HEAD
