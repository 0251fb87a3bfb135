# Pull plot-level phenotypes from the breeding program's Breedbase over BrAPI v2
library(BrAPI)
library(httr2)

base <- "https://breedbase.agr.bunting.example.ca/brapi/v2"
# token from POST /brapi/v1/token (Breedbase still does v1 login)
tok <- request("https://breedbase.agr.bunting.example.ca/brapi/v1/token") |>
  req_body_json(list(username = "hsandhu", password = "{{password:breedbase-password}}", grant_type = "password")) |>
  req_perform() |>
  resp_body_json()
token <- tok$access_token

obs <- request(paste0(base, "/observations")) |>
  req_auth_bearer_token(token) |>
  req_url_query(studyDbId = "4417", pageSize = 1000) |>
  req_perform() |>
  resp_body_json()
message("observations: ", length(obs$result$data))
# trait ids: CO_324:0000018 (plant height), CO_324:0000405 (days to flowering)
