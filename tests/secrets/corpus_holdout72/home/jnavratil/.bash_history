ia configure
ia whoami
ia metadata pipit-broadsides-1848-0042 | jq .metadata.title
iaup pipit-broadsides-1848-0043 scans/0043/*.tif --metadata="collection:pipit-broadsides" --metadata="mediatype:texts"
curl --location --header 'x-amz-auto-make-bucket:1' --header 'x-archive-meta-mediatype:texts' --header "authorization: LOW $IA_ACCESS:{{alnum16:internet-archive-secret-key}}" --upload-file scans/0044/0044_r.tif http://s3.us.archive.org/pipit-broadsides-1848-0044/0044_r.tif
rclone lsd ia:
rclone copy scans/0045 ia:pipit-broadsides-1848-0045 -P
python scripts/zenodo_publish.py --record 15022817
