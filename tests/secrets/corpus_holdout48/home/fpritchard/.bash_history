cd /projects/parl-debates
git log --oneline | head -3
git checkout 4be1d0c9a7e3f21b8d6c5a0e9f7d3b2a1c0e8f64
curl -s "https://hansard-api.parliament.uk/search/debates.json?queryParameters.searchTerm=net%20zero&queryParameters.take=20" | jq '.Results | length'
curl -s "https://www.theyworkforyou.com/api/getDebates?type=commons&date=2024-03-12&output=js&key={{alnum24:theyworkforyou-api-key}}" > twfy_20240312.json
curl -s "https://www.theyworkforyou.com/api/getMPs?output=js&key=$TWFY_API_KEY" | head
huggingface-cli login --token {{hf}}
huggingface-cli download EuroParl/parlamint-si --repo-type dataset
wget https://www.clarin.si/repository/xmlui/bitstream/handle/11356/1912/ParlaMint-GB.tgz
sha256sum ParlaMint-GB.tgz
sbatch slurm/embed_speeches.sbatch
export LABEL_STUDIO_API_KEY={{label_studio}}
label-studio start --port 8093 --no-browser
PGPASSWORD="$POSTGRES_PASSWORD" psql "postgresql://parl@pgdb01.shrike.example.ac.uk:5432/debates" -c '\dt'
ls -la ~/.config/parlamint
history | grep -i key
