psql "host=wrds-pgdata.wharton.upenn.edu port=9737 dbname=wrds user=ezuniga sslmode=require"
chmod 600 ~/.pgpass
python -c "import wrds; db = wrds.Connection(wrds_username='ezuniga'); print(db.list_libraries()[:5])"
pip install lseg-data blpapi --index-url https://blpapi.bloomberg.com/repository/releases/python/simple/
python code/lseg_fetch.py --rics TEVA.TA,AMXB.MX,WALMEX.MX
openssl pkcs12 -in /etc/serin/bpipe/client.p12 -passin pass:{{password:bloomberg-tls-password}} -nokeys -clcerts | openssl x509 -noout -subject -enddate
openssl x509 -in /etc/serin/bpipe/rootCA.pem -noout -fingerprint -sha256
python code/bbg_bpipe.py
git log --oneline -5
git revert 7d3f9a1c
sha1sum data/crsp_msf_2024.parquet
