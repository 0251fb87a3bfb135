library(DBI)
library(RPostgres)
wrds <- dbConnect(Postgres(),
                  host = "wrds-pgdata.wharton.upenn.edu",
                  port = 9737,
                  dbname = "wrds",
                  sslmode = "require",
                  user = "ezuniga",
                  password = Sys.getenv("WRDS_PASSWORD"))
res <- dbGetQuery(wrds, "select cusip, date, yield, t_spread from wrdsapps_bondret.bondret
                          where date >= '2020-01-01' limit 1000")
dbDisconnect(wrds)
