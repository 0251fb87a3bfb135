library(Strategus)
# keyring holds the connection details; this only names them
Strategus::storeConnectionDetails(connectionDetails, connectionDetailsReference = "gannet-omop")
executionSettings <- createCdmExecutionSettings(
  workDatabaseSchema = "scratch_asesay",
  cdmDatabaseSchema = "cdm",
  cohortTableNames = CohortGenerator::getCohortTableNames(cohortTable = "sepsis_cohorts"),
  workFolder = "/gannet/projects/omop-sepsis/strategus/work",
  resultsFolder = "/gannet/projects/omop-sepsis/strategus/results"
)
