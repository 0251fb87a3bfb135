cd /project/transit-pulse
curl -s -H "apiKey: {{stm_api_key}}" https://api.stm.info/pub/od/gtfs-rt/ic/v2/tripUpdates -o /tmp/stm_tu.pb
protoc --decode=transit_realtime.FeedMessage gtfs-realtime.proto < /tmp/stm_tu.pb | head -40
curl -s -X POST https://api.mobilitydatabase.org/v1/tokens -H 'Content-Type: application/json' -d '{"refresh_token": "{{mobdb_refresh_token}}"}' | jq -r .access_token > /tmp/mobdb_at
curl -s -H "Authorization: Bearer $(cat /tmp/mobdb_at)" "https://api.mobilitydatabase.org/v1/gtfs_feeds?country_code=CA&subdivision_name=Quebec" | jq '.[].id'
curl -s "https://api.translink.ca/rttiapi/v1/stops/61935/estimates?apikey={{alnum20:translink-api-key}}&count=3" -H "accept: application/json"
java -Xmx48G -jar otp-2.6.0-shaded.jar --build --save otp/
java -Xmx48G -jar otp-2.6.0-shaded.jar --load --serve otp/
python ingest/poll_gtfsrt.py --config ingest/feeds.toml --out /project/transit-pulse/rt/
docker compose up -d
psql -h localhost -U transit transit_pulse -c "select count(*) from trip_updates"
export OCTRANSPO_KEY={{hex32:azure-apim-subscription-key}}
docker compose restart poller
