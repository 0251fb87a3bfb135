cd /scratch/ndlamini/heritage-3d
module load metashape/2.1.3
metashape.sh --activate {{licence_key25:agisoft-metashape-license-key}}
metashape.sh -r scripts/align_chunks.py --site mapungubwe_k2 --gpu 0,1
export AGISOFT_FLS=licence.dunlin.example.edu:5842
metashape.sh --deactivate
python scripts/upload_sketchfab.py out/k2_granary.glb
python scripts/ion_upload.py out/k2_tileset.zip
sha1sum out/k2_granary.glb
