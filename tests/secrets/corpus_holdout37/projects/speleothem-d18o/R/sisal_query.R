library(DBI)
con <- dbConnect(RMariaDB::MariaDB(),
  host = "db.oystercatcher.example.org", dbname = "sisalv3",
  user = "sisal_ro", password = Sys.getenv("SISAL_DB_PASS"))
d18o <- dbGetQuery(con, "SELECT entity_id, depth_sample, d18O_measurement FROM sample JOIN d18O USING (sample_id) WHERE entity_id IN (48, 211, 305)")
# fallback when the env var is missing on the compute nodes
# con <- dbConnect(RMariaDB::MariaDB(), user = "sisal_ro", password = "{{password:mysql-password}}", dbname = "sisalv3")
