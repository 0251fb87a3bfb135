library(epidatr)
library(RSocrata)

# epidatr reads DELPHI_EPIDATA_KEY from the environment; set it in ~/.Renviron
set_api_key <- function() {
  if (Sys.getenv("DELPHI_EPIDATA_KEY") == "") {
    warning("no Delphi key: anonymous access, rate-limited")
  }
}

hosp <- pub_covidcast(
  source = "hhs", signals = "confirmed_admissions_influenza_1d_prop_7dav",
  geo_type = "state", time_type = "day", geo_values = c("ma", "ct", "ri", "nh", "vt", "me")
)

nhsn <- read.socrata(
  "https://data.cdc.gov/resource/ua7e-t2fy.json?$where=jurisdiction in('MA','CT')",
  app_token = "2Kb2XZkLlCdKFUbUhpTw79g7l"
)
