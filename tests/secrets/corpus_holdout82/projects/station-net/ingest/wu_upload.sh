#!/bin/bash
# forward the campus rooftop station to Weather Underground every 5 min (cron)
# station ID is public on the WU map; the password is the station key from "My Devices"
WU_ID=IPRETO127
WU_KEY={{alnum8:wunderground-station-key}}
read -r T H P R < /var/lib/station-net/rooftop.latest
curl -s "https://rtupdate.wunderground.com/weatherstation/updateweatherstation.php?ID=${WU_ID}&PASSWORD={{alnum8:wunderground-station-key}}&dateutc=now&tempf=${T}&humidity=${H}&baromin=${P}&rainin=${R}&action=updateraw"
