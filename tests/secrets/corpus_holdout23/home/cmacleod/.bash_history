cd /godwit/projects/tidal-turbines
python cad/export_blade.py --doc 5c1e8f2a9b7d3e4f6a0c1b2d --element 0e9f8d7c6b5a4f3e2d1c0b9a
curl -s "https://admiraltyapi.azure-api.net/uktidalapi/api/V1/Stations/0098/TidalEvents?duration=7" -H "Ocp-Apim-Subscription-Key: {{hex32:admiralty-api-key}}"
curl -s "https://api.stormglass.io/v2/tide/sea-level/point?lat=58.66&lng=-3.14" -H "Authorization: {{stormglass_key}}"
rescale-cli upload -p {{hex40:rescale-api-token}} -f openfoam/case.tar.gz
blockMesh && snappyHexMesh -overwrite
sbatch jobs/pimple_ala.sbatch
sftp adcp@data.emec-partner.example.org
