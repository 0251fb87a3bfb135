module load metashape/2.1.3
metashape.sh --activate {{metashape_key}}
export agisoft_LICENSE=5053@lic.nightjar.example.ch
metashape.sh -r scripts/metashape_batch.py --project castelgrande_N.psx
ls -la /cluster/scratch/lbernasconi/castelgrande/dense
curl -F "modelFile=@castelgrande_N.zip" -F "name=Castelgrande north curtain wall" -H "Authorization: Token {{hex32:sketchfab-api-token}}" https://api.sketchfab.com/v3/models
sha256sum castelgrande_N.zip
rclone copy nextcloud:Castelgrande/2025-09 /cluster/scratch/lbernasconi/castelgrande/raw -P
