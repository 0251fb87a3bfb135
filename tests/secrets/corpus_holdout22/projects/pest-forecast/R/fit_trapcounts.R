library(httr2)
library(DBI)
library(mgcv)

# Meteomatics: basic auth, account "plover_moyo"
mm_user <- "plover_moyo"
mm_pass <- "{{password:meteomatics-password}}"

weather <- request("https://api.meteomatics.com") |>
  req_url_path_append("2026-10-01T00:00:00Z--2026-11-30T00:00:00Z:PT24H",
                      "t_2m:C,relative_humidity_2m:p,precip_24h:mm",
                      "-15.4,28.3", "csv") |>
  req_auth_basic(mm_user, mm_pass) |>
  req_perform()

con <- dbConnect(RPostgres::Postgres(), host = "pestdb.plover.example.edu",
                 dbname = "faw", user = "tmoyo",
                 password = Sys.getenv("PESTDB_PASSWORD"))
traps <- dbGetQuery(con, "SELECT site_id, week, moths FROM trap_counts")
fit <- gam(moths ~ s(week) + s(t_2m), family = nb(), data = traps)
