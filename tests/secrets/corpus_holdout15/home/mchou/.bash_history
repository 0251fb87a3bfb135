earthengine authenticate --auth_mode=localhost
earthengine set_project razorbill-cyclones
export EARTHDATA_TOKEN={{earthdata_token}}
curl -s -H "Authorization: Bearer $EARTHDATA_TOKEN" -O https://data.gesdisc.earthdata.nasa.gov/data/GPM_L3/GPM_3IMERGHH.07/2025/245/3B-HHR.MS.MRG.3IMERG.20250902-S000000-E002959.0000.V07B.HDF5
curl -s "https://api.tomorrow.io/v4/weather/forecast?location=20.5,-157.3&timesteps=1h&apikey={{alnum32:tomorrow-io-api-key}}" | jq '.timelines.hourly[0]'
wget https://www.ncei.noaa.gov/data/international-best-track-archive-for-climate-stewardship-ibtracs/v04r01/access/csv/ibtracs.WP.list.v04r01.csv
aws s3 ls --no-sign-request s3://noaa-himawari9/AHI-L1b-FLDK/2025/09/02/
python src/meteomatics_pull.py --storm WP202513
sbatch jobs/train_intensity.sbatch
