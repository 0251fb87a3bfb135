# Population denominators from the Stats NZ API (ADE), and the ministry's immunisation extract
library(httr2)
library(DBI)

ade <- "https://api.data.stats.govt.nz/rest/data/STATSNZ,POPES_SUB_006,1.0/all"
resp <- request(ade) |>
  req_headers(`Ocp-Apim-Subscription-Key` = Sys.getenv("STATSNZ_API_KEY"),
              Accept = "application/vnd.sdmx.data+csv") |>
  req_perform()
pop <- read.csv(text = resp_body_string(resp))

con <- dbConnect(odbc::odbc(),
  Driver = "ODBC Driver 18 for SQL Server",
  Server = "sql.health-ministry.example.govt.nz,1433",
  Database = "NIR_extract",
  UID = "svc_linnet_abm",
  PWD = "{{password:ministry-sql-password}}",
  Encrypt = "yes")
nir <- dbGetQuery(con, "SELECT dhb, age_band, dose, n FROM mmr_coverage WHERE extract_id = '3e9b1c7a-5d2f-4a80-9e6c-1b4d7f0a2c58'")
dbDisconnect(con)
