curl --digest -u root:{{password:password}} "http://cam-mr1-03.sec.godwit.example.edu/axis-cgi/param.cgi?action=list&group=Network"
curl --digest -u root:$AXIS_PW "http://cam-mr1-04.sec.godwit.example.edu/axis-cgi/jpg/image.cgi"
curl -s -H "x-api-key: {{random40:verkada-api-key}}" https://api.verkada.com/token -X POST
curl -s -X POST https://api.verkada.com/token -H "x-api-key: $VERKADA_KEY"
docker compose -f projects/godwit-ops/physsec/compose/docker-compose.yml up -d
ffprobe rtsp://viewer:{{password_url:password}}@cam-mr1-01.sec.godwit.example.edu:554/axis-media/media.amp
