cd /nesi/project/reef-photogrammetry
module load Metashape/2.1.3
metashape.sh --activate {{metashape_key:metashape-license-key}}
metashape.sh -r metashape/align_batch.py --site Vavau-03 -platform offscreen
metashape.sh --deactivate
curl -s -X POST https://coralnet.ucsd.edu/api/token_auth/ -H "Content-Type: application/vnd.api+json" -d '{"username": "stuilagi", "password": "{{password:coralnet-password}}"}'
curl -s -H "Authorization: Token $CORALNET_TOKEN" https://coralnet.ucsd.edu/api/classifier/41792/deploy/ -H "Content-Type: application/vnd.api+json" -d @deploy_batch_07.json
rclone ls reefs3:reef-orthos/2025/ | head
rclone copy ./orthos reefs3:reef-orthos/2025/Vavau-03 -P
exiftool -SerialNumber -Model DSC_0412.JPG
sha256sum Vavau-03_ortho.tif
planet orders list | jq '.[].id'
