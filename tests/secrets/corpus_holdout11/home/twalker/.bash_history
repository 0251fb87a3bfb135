cd /proj/wheat-breeding
curl -s -X POST https://wheat.breedbase.eider.example.edu/brapi/v1/token -d username=twalker -d password={{password14:breedbase-password}} -d grant_type=password
curl -s -H "Authorization: Bearer $BRAPI_TOKEN" "https://wheat.breedbase.eider.example.edu/brapi/v2/studies?programDbId=134"
curl -s -u twalker https://de.cyverse.org/terrain/token/keycloak
curl -s -H "Authorization: Bearer {{cyverse_token}}" https://de.cyverse.org/terrain/secured/filesystem/paged-directory?path=/iplant/home/twalker
gocmd init
gocmd put -r drone/ortho/2026-11-20 /iplant/home/twalker/wheat/ortho/
python drone/fetch_maps.py --plan 6a3f
sbatch jobs/gblup.sbatch
