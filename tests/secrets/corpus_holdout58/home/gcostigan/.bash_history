cd /lustre/projects/bog-fluxes
eddypro_rp -s linux -e /lustre/projects/bog-fluxes/eddypro eddypro/bog_ec.eddypro
curl -s -b "cpauthToken={{b64_48:icos-cpauth-token}}" -o icos/IE-Clo_fluxnet_2024.zip "https://data.icos-cp.eu/objects/Xq8rYxL0c2nXzT4m7VbD1wQe"
curl -s "https://api.thingspeak.com/update.json?api_key={{upper16:thingspeak-write-api-key}}&field1=12.4&field2=0.83"
curl -s "https://api.thingspeak.com/channels/2481907/feeds.json?results=10"
python thingspeak/push_soil.py --once
python icos/download.py --station IE-Clo --year 2024
sha256sum icos/*.zip
scp li7700-bog:/home/licor/data/2025-02-*.ghg raw/
