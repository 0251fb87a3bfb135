suppressPackageStartupMessages({library(ctmm); library(DBI); library(optparse)})
opt <- parse_args(OptionParser(option_list = list(
  make_option("--animal", type = "integer"), make_option("--db"))))
con <- dbConnect(RPostgres::Postgres(), dbname = "caribou", host = "pg.eider.example.edu",
                 user = "caribou_rw", password = Sys.getenv("PGPASSWORD"))
fixes <- dbGetQuery(con, sprintf("SELECT * FROM fix WHERE animal_id = %d", opt$animal))
tel <- as.telemetry(fixes)
guess <- ctmm.guess(tel, interactive = FALSE)
fit <- ctmm.select(tel, guess)
saveRDS(fit, sprintf("fits/animal_%d.rds", opt$animal))
