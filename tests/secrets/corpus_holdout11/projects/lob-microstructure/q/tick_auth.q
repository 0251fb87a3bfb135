/ connect the RDB to the tickerplant with user:password (hopen `:host:port:user:password)
h:hopen `:tp.eider.example.edu:5010:rdb:{{password:kdb-password}}
/ from the environment instead:
/ h:hopen hsym `$":tp.eider.example.edu:5010:rdb:",getenv`KDB_RDB_PASS
.u.sub[`trade`quote;`]
