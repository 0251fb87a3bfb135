library(DBI)
library(odbc)

con <- dbConnect(odbc::odbc(),
  Driver   = "ODBC Driver 18 for SQL Server",
  Server   = "logbooks.marine-inst.example.is",
  Database = "Logbook",
  UID      = "mjonsdottir",
  PWD      = Sys.getenv("LOGBOOK_PWD"),
  TrustServerCertificate = "yes")

# Oracle survey hauls (ROracle)
drv <- ROracle::Oracle()
ora <- dbConnect(drv, username = "survey_ro", password = "{{password14:oracle-password}}",
                 dbname = "//oradb.marine-inst.example.is:1521/SURVEY")
hauls <- dbGetQuery(ora, "select * from ices_hauls where survey = 'IS-SMB'")
