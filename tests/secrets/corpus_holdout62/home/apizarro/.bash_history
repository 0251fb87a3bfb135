module load metashape/2.1.3
export AGISOFT_FLS=licsrv.brambling.example.cl:5842
metashape.sh --activate {{metashape_key}}
metashape.sh --deactivate
metashape.sh -r scripts/align_dense.py --project /scratch/apizarro/achao/achao.psx
rclone lsd nube:Proyectos/Chiloe
rclone copy nube:Proyectos/Chiloe/Achao/fotos_2024 /scratch/apizarro/achao/fotos -P --transfers 8
rclone config show nube
rclone config create nube-test webdav url=https://nube.brambling.example.cl/remote.php/dav/files/apizarro/ vendor=nextcloud user=apizarro pass=$(rclone obscure '{{nextcloud_app}}')
colmap feature_extractor --database_path achao.db --image_path fotos --ImageReader.camera_model OPENCV
python scripts/upload_sketchfab.py --model out/achao_lod2.glb --name "Iglesia de Achao (LOD2)"
curl -F "modelFile=@out/quinchao_lod2.zip" -F "name=Quinchao LOD2" -F "isPublished=false" -H "Authorization: Token {{hex32:sketchfab-api-token}}" https://api.sketchfab.com/v3/models
curl -H "Authorization: Token $SKETCHFAB_TOKEN" https://api.sketchfab.com/v3/me | jq .uid
sha1sum out/achao_lod2.glb
