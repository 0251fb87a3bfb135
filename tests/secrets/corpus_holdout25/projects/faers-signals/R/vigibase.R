# VigiBase (UMC) API: case counts for a drug–ADR pair, for comparison with FAERS
library(httr2)
vigi_key <- "{{hex32:vigibase-subscription-key}}"
vigi <- function(path, ...) {
  request("https://api.who-umc.org/vigibase/icsrstatistics/v2") |>
    req_url_path_append(path) |>
    req_headers(`Ocp-Apim-Subscription-Key` = vigi_key) |>
    req_url_query(...) |>
    req_perform() |> resp_body_json()
}
vigi("counts", drugCode = "013764", reactionMedDRACode = "10033645")
