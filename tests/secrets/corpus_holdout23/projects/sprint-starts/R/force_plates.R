# VALD ForceDecks countermovement jumps via the External API (OAuth client credentials)
library(httr2)
library(dplyr)

vald_client_id <- "godwit-biomech"
vald_secret <- "{{random40:vald-client-secret}}"
tenant <- "7c0e5b1a-2f3d-4e6b-9a8c-0d1e2f3a4b5c"   # tenant id

tok <- request("https://security.valdperformance.com/connect/token") |>
  req_body_form(grant_type = "client_credentials", client_id = vald_client_id,
                client_secret = vald_secret) |>
  req_perform() |> resp_body_json()

tests <- request("https://prd-euw-api-extforcedecks.valdperformance.com/tests") |>
  req_url_query(TenantId = tenant, ModifiedFromUtc = "2026-09-01T00:00:00Z") |>
  req_auth_bearer_token(tok$access_token) |>
  req_perform() |> resp_body_json()

# REDCap consent list; token from the environment
consent <- REDCapR::redcap_read(redcap_uri = "https://redcap.godwit.example.edu/api/",
                                token = Sys.getenv("REDCAP_TOKEN"))$data
