cd /projects/price-nowcast
curl "https://api.scraperapi.com/?api_key={{hex32:scraperapi-key}}&url=https%3A%2F%2Fwww.example-grocer.se%2Fmejeri%2Fmjolk&country_code=se"
curl -s https://api.zyte.com/v1/extract -u {{hex32:zyte-api-key}}: -H 'Content-Type: application/json' -d '{"url":"https://www.example-grocer.se/frukt","product":true}' | jq .product.price
apify login -t {{apify_token}}
apify call whimbrel/ica-prices --input-file=input.json
curl -x http://brd-customer-hl_4f1a9c2e-zone-residential_se:{{alnum12:brightdata-proxy-password}}@brd.superproxy.io:33335 https://geo.brdtest.com/welcome.txt
snow connection test -c whimbrel
go build ./go/fetch && ./fetch https://www.example-grocer.se/
sha1sum data/cpi/kpi_2026-10.csv
