# Yield maps from Climate FieldView for the station farm (Partner API)
library(httr2)

fv_client_id <- "partner-shearwater-sorghum"
fv_client_secret <- "{{alnum32:fieldview-client-secret}}"
fv_api_key <- "{{random40:fieldview-api-key}}"

tok <- oauth_client(fv_client_id, "https://api.climate.com/api/oauth/token", secret = fv_client_secret)
fields <- request("https://platform.climate.com/v4/fields") |>
  req_headers(`X-Api-Key` = fv_api_key) |>
  req_oauth_refresh(tok, refresh_token = Sys.getenv("FV_REFRESH")) |>
  req_perform() |>
  resp_body_json()
