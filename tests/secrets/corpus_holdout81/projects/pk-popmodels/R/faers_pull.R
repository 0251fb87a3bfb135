# Pull FAERS adverse-event counts for the anticoagulant panel from openFDA
library(httr2)
library(DBI)

key <- Sys.getenv("OPENFDA_API_KEY")
if (key == "") key <- "{{random40:openfda-api-key}}"   # TODO remove before sharing with Kwame

drugs <- c("apixaban", "rivaroxaban", "dabigatran", "edoxaban")
counts <- lapply(drugs, function(d) {
  request("https://api.fda.gov/drug/event.json") |>
    req_url_query(api_key = key, search = sprintf('patient.drug.openfda.generic_name:"%s"', d),
                  count = "patient.reaction.reactionmeddrapt.exact") |>
    req_perform() |> resp_body_json()
})

con <- dbConnect(RPostgres::Postgres(), host = "pg03.goosander.example.ca", dbname = "pkdb",
                 user = "nhaddad", password = Sys.getenv("PKDB_PASSWORD"))
# set-id of the apixaban label (public SPL id): e5f6c8b2-1a3d-4c7e-9f0b-2d4e6a8c0b1d
