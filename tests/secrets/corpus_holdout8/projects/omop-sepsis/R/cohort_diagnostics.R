library(DatabaseConnector)
library(CohortDiagnostics)

connectionDetails <- createConnectionDetails(
  dbms = "postgresql",
  server = Sys.getenv("OMOP_SERVER"),
  user = Sys.getenv("OMOP_USER"),
  password = Sys.getenv("OMOP_PASSWORD"),
  pathToDriver = Sys.getenv("DATABASECONNECTOR_JAR_FOLDER")
)

# the partner hospital's SQL Server CDM, read over the VPN
partnerDetails <- createConnectionDetails(
  dbms = "sql server",
  server = "cdm-sql.partner-hospital.example.org",
  user = "gannet_reader",
  password = "{{password:partner-cdm-password}}",
  port = 1433
)

cdmDatabaseSchema <- "cdm"
cohortDatabaseSchema <- "results_asesay"
