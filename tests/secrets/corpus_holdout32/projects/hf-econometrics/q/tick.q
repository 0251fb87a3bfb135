/ connect to the tickerplant and the HDB; the HDB listens with -u on /etc/kdb/users
tp:hopen `:tick01.redshank.example.org:5010
hdb:hopen `:hdb01.redshank.example.org:5012:vlindqvist:{{password:kdb-password}}
/ old gateway, keep for the replay scripts
/ gw:hopen `:gw01.redshank.example.org:5020:replay:{{password:kdb-password}}
.u.sub[`trade;`AAPL`MSFT]
upd:{[t;x] t insert x}
vwap:{[s;d] hdb({select vwap:size wavg price by 5 xbar time.minute from trade where date=x, sym=y};d;s)}
