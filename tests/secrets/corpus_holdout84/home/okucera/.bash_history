cd /projects/archiv-digi
mc alias set archiv https://s3.pochard.example.cz archiv-ingest {{aws_secret:minio-secret-key}}
mc ls archiv/archiv-master-tiff | head
mc cp --recursive scans/BRNO_MA_1784/ archiv/archiv-master-tiff/BRNO_MA_1784/
curl -s -H "api-key: {{alnum32:pero-ocr-api-key}}" https://pero-ocr.fit.vutbr.cz/api/get_engines | jq .
python ocr/pero_client.py --batch BRNO_MA_1784 --engine 1
curl -I https://iiif.pochard.example.cz/iiif/3/BRNO_MA_1784%2F0001/full/max/0/default.jpg
curl -u admin:{{password:cantaloupe-admin-secret}} https://iiif.pochard.example.cz/admin/configuration | jq '.["cache.server.derivative"]'
sha1sum scans/BRNO_MA_1784/*.tif > scans/BRNO_MA_1784.sha1
vim ~/.kramerius4/configuration.properties
