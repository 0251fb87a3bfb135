olp api token get --credentials ~/.here/credentials.properties --json | jq -r .accessToken > /tmp/here.tok
curl -s "https://router.hereapi.com/v8/routes?transportMode=bicycle&origin=43.2630,-2.9350&destination=43.2569,-2.9236&return=summary&apiKey={{here_api_key}}" | jq '.routes[0].sections[0].summary'
curl -s "https://api.tomtom.com/traffic/services/4/flowSegmentData/absolute/10/json?point=43.2627,-2.9253&key={{tomtom_api_key}}" | jq .flowSegmentData.currentSpeed
curl -s -X POST https://www.strava.com/oauth/token -d client_id=163482 -d client_secret={{hex40:strava-client-secret}} -d grant_type=refresh_token -d refresh_token="$STRAVA_REFRESH_TOKEN"
curl -s -H "Authorization: Bearer $(jq -r .access_token ~/.config/strava/token.json)" "https://www.strava.com/api/v3/athlete/activities?per_page=5"
docker compose up -d postgis osrm
psql -h localhost -U mobility -d mobility -c "\dt gtfs.*"
sha256sum bizkaibus_gtfs_20251101.zip
git log -1 --pretty=%H
# 2d8f4b6a0c1e3579bd02468ace13579b2d4f6a8c
