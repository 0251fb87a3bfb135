library(jsonlite)
k <- "{{random40:api-data-gov-key}}"
u <- paste0("https://api.open.fec.gov/v1/candidates/totals/?election_year=2026&office=H&per_page=100&api_key=", k)
tot <- fromJSON(u)$results
