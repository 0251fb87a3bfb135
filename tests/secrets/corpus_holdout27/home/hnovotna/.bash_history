cd /projects/organ-acoustics
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=varhany+Kutn%C3%A1+Hora&rows=5" | jq .totalResults
curl -s "https://api.europeana.eu/record/v2/search.json?wskey={{lower12:europeana-api-key}}&query=organ+case+baroque&qf=TYPE:IMAGE&rows=100" > data/europeana_cases.json
curl -H "Authorization: Token {{random40:freesound-api-key}}" "https://freesound.org/apiv2/search/text/?query=church+impulse+response&fields=id,name,license"
scp pi/relay.c pi@organ-pi-03.local:/home/pi/
ssh pi@organ-pi-03.local 'sudo systemctl restart organ-relay'
mosquitto_pub -h mqtt.whimbrel.example.edu -p 8883 --capath /etc/ssl/certs -u organ-pi-03 -P {{alnum16:mqtt-password}} -t organ/jakub/test -m ping
dbxcli put out/jakub_ir_set.zip /organ-acoustics/jakub_ir_set.zip
sbatch jobs/pyroom_sweep.sbatch
