# Disproportionality (PRR, ROR, EBGM) from openFDA drug/event counts
library(httr2)
library(dplyr)

key <- Sys.getenv("OPENFDA_API_KEY")
count_events <- function(drug) {
  request("https://api.fda.gov/drug/event.json") |>
    req_url_query(api_key = key,
                  search = sprintf('patient.drug.openfda.generic_name:"%s"', drug),
                  count = "patient.reaction.reactionmeddrapt.exact", limit = 1000) |>
    req_perform() |> resp_body_json()
}
res <- count_events("semaglutide")
