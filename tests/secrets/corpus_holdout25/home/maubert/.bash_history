pip install --user internetarchive kraken==5.2.9 pyzotero
ia configure
ia search 'collection:pub_le-petit-journal AND year:1898' --itemlist > items.txt
ia download bub_gb_Lp3xAAAAMAAJ --glob='*_djvu.xml'
ia upload gazettes-ocr-knot-1898 out/1898/*.alto.xml --metadata="mediatype:texts"
kraken -i page_0042.png page_0042.xml segment -bl ocr -m fr_newspapers_v3.mlmodel
ketos train -f alto -o models/gz_fr --device cuda:0 gt/*.xml
curl -s "https://api.trove.nla.gov.au/v3/result?category=newspaper&q=typhoid&encoding=json" -H "X-API-KEY: {{alnum32:trove-api-key}}" | jq '.category[0].records.total'
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=gazette&rows=5"
curl -s "https://chroniclingamerica.loc.gov/search/pages/results/?andtext=typhoid&format=json" | head
curl -s -u "gazettes-knot:{{password:abbyy-cloud-ocr-password}}" -F "file=@page_0042.png" "https://cloud-eu.ocrsdk.com/v2/processImage?language=French&exportFormat=alto"
gcloud auth activate-service-account --key-file=keys/vision-sa.json
git -C ~/src/alto-tools log -1 --format=%H
