# Fetch national lidar tiles and normalise them with lidR
library(lidR)
library(httr2)

lm_consumer_key <- "{{alnum28:lantmateriet-consumer-key}}"   # Lantmäteriet Geotorget consumer key (public id of the app)
lm_consumer_secret <- "{{alnum28:lantmateriet-consumer-secret}}"

token <- request("https://apimanager.lantmateriet.se/oauth2/token") |>
  req_auth_basic(lm_consumer_key, lm_consumer_secret) |>
  req_body_form(grant_type = "client_credentials") |>
  req_perform() |>
  resp_body_json()

ctg <- readLAScatalog("/proj/boreal-lidar/raw/laz/")
opt_chunk_size(ctg) <- 500
opt_output_files(ctg) <- "/proj/boreal-lidar/norm/{ORIGINALFILENAME}_norm"
set.seed(20250611)
ctg_norm <- normalize_height(ctg, tin())
