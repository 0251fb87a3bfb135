cd /projects/charter-hands
kraken -i scans/BL_Add_Ch_8542.tif out/BL_Add_Ch_8542.txt segment -bl ocr -m models/catmus-medieval.mlmodel
ketos train -f page -d cuda:0 -o models/charters_ft gt/*.xml
mysql -h db.dotterel.example.org -u charters -p'{{password14:mysql-password}}' charters_meta
mysql -h db.dotterel.example.org -u charters charters_meta
huggingface-cli download medieval-data/trocr-medieval-base --local-dir models/trocr
sha256sum models/charters_ft_best.mlmodel
scp -r out/ snibhriain@hpc-transfer.dotterel.example.org:/projects/charter-hands/out_2026-11/
curl -H "Authorization: Token {{hex40:escriptorium-api-token}}" https://escriptorium.dotterel.example.org/api/documents/?page_size=50
curl -H "Authorization: Token $ESCR_TOKEN" https://escriptorium.dotterel.example.org/api/documents/214/parts/
git log -1 --format=%H
