pip install --user sgex ufal.udpipe conllu
curl -s "https://api.sketchengine.eu/bonito/run.cgi/corp_info?corpname=preloaded/kotenten16_2&username=twierzbicki&api_key={{hex32:sketch-engine-api-key}}" | jq .name
curl -s "https://lindat.mff.cuni.cz/services/udpipe/api/models" | jq '.models | keys[]' | grep korean
curl -F data=@corpus/sample_L2.txt -F model=korean-kaist-ud-2.15-241121 -F tokenizer= -F tagger= -F parser= https://lindat.mff.cuni.cz/services/udpipe/api/process > /tmp/out.json
rclone mkdir b2drop:kolearner
curl -u twierzbicki:{{nextcloud_app:b2drop-app-password}} -T corpus/kolearner_v0.9.zip https://b2drop.eudat.eu/remote.php/webdav/kolearner/
sha256sum corpus/kolearner_v0.9.zip
docker run -d -p 10070:8080 -v $PWD/corpus:/corpora eltedh/nosketch-engine:latest
python scripts/lindat_upload.py --item kolearner_v0.9
