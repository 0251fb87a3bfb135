# Pull NHSN hospital admissions from data.cdc.gov (Socrata SODA API)
library(httr2)
library(data.table)

app_token <- Sys.getenv("SOCRATA_APP_TOKEN")   # throttle id, not a secret
req <- request("https://data.cdc.gov/resource/mpgq-jmmr.json") |>
  req_headers(`X-App-Token` = app_token) |>
  req_url_query(`$limit` = 50000, jurisdiction = "USA")

# WHO GHO OData needs no key at all
who <- request("https://ghoapi.azureedge.net/api/WHOSIS_000001") |> req_perform()

# Delphi Epidata: registered key for higher limits
epidata_key <- "{{hex32:delphi-epidata-api-key}}"
resp <- request("https://api.delphi.cmu.edu/epidata/covidcast/") |>
  req_url_query(data_source = "nhsn", signal = "confirmed_admissions_covid_ew",
                api_key = epidata_key) |>
  req_perform()
dataset_id <- "mpgq-jmmr"    # Socrata four-by-four, public
