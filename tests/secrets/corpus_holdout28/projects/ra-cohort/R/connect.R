library(DatabaseConnector)

connectionDetails <- createConnectionDetails(
  dbms     = "postgresql",
  server   = Sys.getenv("OMOP_SERVER"),
  user     = "sduffy",
  password = "{{password:omop-db-password}}",
  port     = 5432,
  pathToDriver = Sys.getenv("DATABASECONNECTOR_JAR_FOLDER")
)
cdmDatabaseSchema <- "cdm_ra_2025q1"
cohortDatabaseSchema <- "results_sduffy"
# keyring::key_get("omop", "sduffy") is the intended way; see README
