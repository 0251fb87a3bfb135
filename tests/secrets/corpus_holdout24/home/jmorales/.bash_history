particle login --sso
particle list
particle flash slope-node-07 firmware/
particle call slope-node-07 setInterval 300
curl https://api.particle.io/v1/devices/e00fce68a3c4b2d1f0e9d8c7/events?access_token={{hex40:particle-access-token}}
curl "https://api.tomorrow.io/v4/timelines?location=-0.1807,-78.4678&fields=precipitationIntensity&timesteps=1h&apikey={{alnum32:tomorrow-io-api-key}}"
curl -u sanderling_morales:{{password14:meteomatics-password}} "https://api.meteomatics.com/2026-12-01T00:00:00Z--2026-12-03T00:00:00Z:PT1H/precip_1h:mm/-0.18,-78.47/json"
aws --profile cdse s3 ls s3://eodata/Sentinel-1/SAR/IW_SLC/2026/11/ --endpoint-url https://eodata.dataspace.copernicus.eu
rclone lsd cdse:eodata/Sentinel-1
sbatch slurm/insar_sbas.sbatch
git pull
particle usb dfu
