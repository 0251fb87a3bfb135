library(httr2)
library(sf)

app_id <- Sys.getenv("INRIX_APP_ID")
hash_token <- Sys.getenv("INRIX_HASH_TOKEN")

tok <- request("https://uas-api.inrix.com/v1/appToken") |>
  req_url_query(appId = app_id, hashToken = hash_token) |>
  req_perform() |>
  resp_body_json()

# segment speeds for the M50 corridor (XDSegIDs from the 2024 map release)
segs <- c("1594843162", "1594843175", "441239807")
