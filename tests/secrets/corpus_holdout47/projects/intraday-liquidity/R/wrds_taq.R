# Daily TAQ-derived spreads from WRDS (RPostgres)
library(RPostgres)
wrds <- dbConnect(Postgres(),
                  host = "wrds-pgdata.wharton.upenn.edu",
                  port = 9737,
                  dbname = "wrds",
                  sslmode = "require",
                  user = "mdubois",
                  password = "{{password:wrds-password}}")
res <- dbSendQuery(wrds, "select date, sym_root, qspread, espread from taqm_2024.wrds_iid_2024 where sym_root in ('AAPL','MSFT')")
spreads <- dbFetch(res, n = -1)
dbClearResult(res)
