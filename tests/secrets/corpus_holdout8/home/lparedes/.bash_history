cd /gannet/projects/rail-delays
python feeds/nrod_stomp.py --topic TRAIN_MVT_ALL_TOC
python feeds/darwin_ldb.py --crs LDS
curl "https://api.tfl.gov.uk/Line/elizabeth/Arrivals?app_key={{hex32:tfl-app-key}}"
curl "http://api.511.org/transit/TripUpdates?api_key={{uuid:transit-511-api-key}}&agency=CT" -o ct_tripupdates.pb
curl -H "x-api-key: $SWIFTLY_KEY" "https://api.goswift.ly/real-time/caltrain/gtfs-rt-trip-updates" -o swiftly.pb
transitland fetch --secrets ~/.config/transitland/secrets.json f-9q9-caltrain
aws s3 ls s3://gannet-rail-delays/raw/ --profile rail
sbatch jobs/train_gnn.sbatch
npm run build --prefix dashboard
git status
