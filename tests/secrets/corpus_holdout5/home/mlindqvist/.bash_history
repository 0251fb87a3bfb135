module load omero-py/5.19 napari/0.5
omero login -s omero.ibis.example.edu -u mlindqvist -p 4064
omero login -s omero.ibis.example.edu -u mlindqvist -w {{password:omero-password}}
omero sessions list
omero login -k {{uuid:omero-session-key}} omero.ibis.example.edu
omero import -d 2301 --transfer=ln_s /scratch/mlindqvist/fish07/
omero logout
mc alias set ibis-s3 https://s3.ibis.example.edu \
  {{s3_access_key:minio-access-key}} \
  {{random40:minio-secret-key}}
mc ls ibis-s3/lightsheet-raw/fish07/
mc cp --recursive /scratch/mlindqvist/fish07.zarr ibis-s3/lightsheet-zarr/
sha1sum raw/fish07/*.czi > raw/fish07/SHA1SUMS
python scripts/push_figshare.py --article 27411893
ssh-keygen -lf ~/.ssh/id_ed25519.pub
