cd /gannet/projects/marathon-load
source venv/bin/activate
python ingest/strava_sync.py --since 2026-09-01
curl -X POST https://www.strava.com/oauth/token -F client_id=118204 -F client_secret={{hex40:strava-client-secret}} -F code=5d2a9c1e7f3b4a6d8e0c2b4a6f8e0d2c4b6a8f0e -F grant_type=authorization_code
curl -G https://www.strava.com/api/v3/athlete/activities -H "Authorization: Bearer {{hex40:strava-access-token}}" -d per_page=30
curl -H "Authorization: Bearer $OURA_PAT" https://api.ouraring.com/v2/usercollection/daily_readiness
python ingest/polar_pull.py
python ingest/garmin_health_ping.py --backfill 30
Rscript notebooks/acwr_model.R
sacct -j 903114 --format=JobID,State,Elapsed
git add ingest && git commit -m "polar: exercise endpoint v3"
