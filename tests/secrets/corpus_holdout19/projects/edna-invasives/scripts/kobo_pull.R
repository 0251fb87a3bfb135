# Field sampling forms (KoboToolbox, humanitarian server) -> data/field_samples.csv
library(httr2)

asset <- "aZ4vq8TyKmRt3XwBnLs9Pe"
token <- "{{hex40:kobotoolbox-api-token}}"

resp <- request(paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset, "/data/")) |>
  req_headers(Authorization = paste("Token", token)) |>
  req_url_query(format = "json") |>
  req_perform()
samples <- resp_body_json(resp, simplifyVector = TRUE)$results
write.csv(samples, "data/field_samples.csv", row.names = FALSE)
