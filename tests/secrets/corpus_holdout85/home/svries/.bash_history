cd $PROJ
git pull
sbatch jobs/sfincs_ensemble.sbatch
squeue -u svries
curl -s -u __key__:{{wigeon_lizard_api_key}} "https://demo.lizard.net/api/v4/timeseries/?location__code=RD-0412" | jq '.count'
curl -s -u __key__:$LIZARD_API_KEY "https://demo.lizard.net/api/v4/rasters/" | head
python python/pull_knmi_radar.py --from 2026-11-20 --to 2026-11-23
curl -H "Authorization: {{knmi_key}}" "https://api.dataplatform.knmi.nl/open-data/v1/datasets/radar_reflectivity_composites/versions/2.0/files?maxKeys=5"
export HYDRONET_CLIENT_SECRET=$(pass show wigeon/hydronet)
git log --oneline -3
curl -s "https://waterwebservices.rijkswaterstaat.nl/ONLINEWAARNEMINGENSERVICES_DBO/OphalenLaatsteWaarnemingen" -H "Content-Type: application/json" -d @rws_lobith.json
curl -u fewsreader:'{{password:fews-pi-password}}' "https://fews-pi.wigeon.example.nl/FewsWebServices/rest/fewspiservice/v1/timeseries?filterId=Rivierduin&documentFormat=PI_JSON" -o ts.json
vim fews/pi_client.ini
sha256sum data/ahn4_tiles/*.tif > data/ahn4.sha256
module avail SFINCS
ls -la ~/.config/knmi/
