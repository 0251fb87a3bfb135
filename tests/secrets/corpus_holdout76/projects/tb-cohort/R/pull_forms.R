# Pull follow-up forms from CommCare HQ (Data API, v0.5) into the cohort database.
library(httr2)
library(DBI)

user <- Sys.getenv("COMMCARE_USER")
key  <- Sys.getenv("COMMCARE_API_KEY")
if (key == "") {
  # Thandi's key until Zanele's account gets API access on the project -- take it out then
  key <- "{{hex40:commcare-api-key}}"
}

forms <- request("https://www.commcarehq.org/a/tb-cohort-za/api/v0.5/form/") |>
  req_headers(Authorization = paste0("ApiKey ", user, ":", key)) |>
  req_url_query(xmlns = "http://openrosa.org/formdesigner/8F3C2B1A-90D4-4E7B-A6C5-1D2E3F4A5B6C",
                limit = 1000, received_on_start = "2026-10-01") |>
  req_perform() |>
  resp_body_json()

con <- dbConnect(RPostgres::Postgres(), host = "pg.chiffchaff.example.za", dbname = "tbcohort",
                 user = "tbcohort_etl", password = Sys.getenv("TBCOHORT_DB_PW"))
