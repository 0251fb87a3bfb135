aws s3 ls --no-sign-request s3://noaa-nexrad-level2/2024/06/26/KVWX/ | head
aws s3 cp --no-sign-request s3://noaa-nexrad-level2/2024/06/26/KVWX/KVWX20240626_221105_V06 .
aws configure set aws_secret_access_key {{aws_secret}} --profile default
aws s3 mb s3://goldcrest-radar-derived --region ap-southeast-1
aws s3 sync grids/ s3://goldcrest-radar-derived/grids/
python -c "import pyart; print(pyart.__version__)"
sbatch slurm/grid_cases.slurm
sshpass -p '{{password:sftp-password}}' sftp -oBatchMode=no radarx@sftp.mss.example.sg
curl "https://api.weather.com/v2/pws/observations/current?stationId=ISINGA123&format=json&units=m&apiKey={{hex32:wunderground-api-key}}"
curl "https://api.synopticdata.com/v2/stations/timeseries?stid=KORD&recent=120&token={{hex32:synoptic-api-token}}"
