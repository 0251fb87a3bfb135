library(bioRad)
library(httr2)
library(DBI)

# Météo-France radar volumes: OAuth token from the portal's application id (client credentials)
app_id <- Sys.getenv("METEOFRANCE_APPLICATION_ID")
tok <- request("https://portail-api.meteofrance.fr/token") |>
  req_headers(Authorization = paste("Basic", app_id)) |>
  req_body_form(grant_type = "client_credentials") |>
  req_perform() |>
  resp_body_json()

con <- dbConnect(RPostgres::Postgres(), host = "pg.shag.example.edu", dbname = "vlr",
                 user = "tchikwanha", password = "{{password:postgresql-password}}")

vpts <- read_vpts("data/vpts/NLHRW_vpts_202606.csv.gz")
regularize_vpts(vpts) |> integrate_profile() |> as.data.frame() |>
  dbWriteTable(con, "vpi_202606", value = _, overwrite = TRUE)
# dataset doi 10.5281/zenodo.8103482, study uuid 0c4e9b1a-2f7d-4a83-b5e6-91d0c8f3a2b7
