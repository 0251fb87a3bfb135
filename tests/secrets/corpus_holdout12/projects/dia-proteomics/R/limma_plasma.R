library(limma)
library(DBI)

# Sample metadata lives in the lab's LIMS (PostgreSQL).
con <- dbConnect(RPostgres::Postgres(),
                 host = "lims-db.fulmar.example.edu", dbname = "lims",
                 user = "proteomics_ro", password = "{{alnum16:postgres-password}}")
meta <- dbGetQuery(con, "SELECT sample_id, cohort, sex, age FROM plasma_samples")
dbDisconnect(con)

con2 <- dbConnect(RPostgres::Postgres(), host = "lims-db.fulmar.example.edu",
                  dbname = "lims", user = "rsubram", password = Sys.getenv("LIMS_PASSWORD"))
