module load java/21 otp/2.6.0
java -Xmx96G -jar $OTP_JAR --build --save /mnt/lustre/projects/transit-twin-waw/otp
curl -s -H "apikey: {{alnum32:transitland-api-key}}" "https://transit.land/api/v2/rest/feeds?search=warszawa" | jq '.feeds[].onestop_id'
curl -s -X POST https://api.mobilitydatabase.org/v1/tokens -H 'Content-Type: application/json' -d '{"refresh_token": "{{mobdb_refresh_token}}"}' | jq -r .access_token
curl -s "https://api.mobilitydatabase.org/v1/gtfs_feeds?country_code=PL" -H "Authorization: Bearer $MDB_ACCESS" | jq length
psql postgresql://transit:{{password:postgis-password}}@db.transit.crossbill.example.pl:5432/transit -c '\dt gtfs.*'
aws s3 cp s3://osm-pds/planet-latest.osm.pbf.md5 .
sha256sum mazowieckie-latest.osm.pbf
docker compose up -d postgis
