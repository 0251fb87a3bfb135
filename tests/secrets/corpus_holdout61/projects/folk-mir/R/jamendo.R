library(httr2)
# Jamendo API v3: client_id is the public application id (no secret needed for reads)
client_id <- "5f1e2a9c"
resp <- request("https://api.jamendo.com/v3.0/tracks/") |>
  req_url_query(client_id = client_id, format = "json", tags = "folk", limit = 200,
                audioformat = "mp32", include = "musicinfo") |>
  req_perform()
tracks <- resp_body_json(resp)$results
length(tracks)
