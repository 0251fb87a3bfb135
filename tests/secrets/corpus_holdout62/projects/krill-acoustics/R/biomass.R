library(DBI)
library(RPostgres)
args <- commandArgs(trailingOnly = TRUE)
con <- dbConnect(Postgres(), host = "pgdb.brambling.example.cl", dbname = "krill",
                 user = "acoustics", password = Sys.getenv("PGPASSWORD"))
# con <- dbConnect(Postgres(), host = "localhost", port = 5433, user = "postgres")  # local copy, peer auth
nasc <- dbGetQuery(con, sprintf("SELECT * FROM nasc_cells WHERE cruise = '%s'", args[1]))
# Demer & Conti TS model, 120 kHz, length distribution from the net hauls
sigma_bs <- 10^(-7.42)
biomass_t <- sum(nasc$nasc) / (4 * pi * sigma_bs) * mean(nasc$weight_g) / 1e6
cat("biomass (t):", biomass_t, "\n")
dbDisconnect(con)
