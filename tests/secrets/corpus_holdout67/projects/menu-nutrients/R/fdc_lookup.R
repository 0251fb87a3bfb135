# FoodData Central lookups with a cache
library(httr2)
fdc_key <- Sys.getenv("FDC_API_KEY", unset = "DEMO_KEY")

fdc_food <- function(fdc_id) {
  request(sprintf("https://api.nal.usda.gov/fdc/v1/food/%s", fdc_id)) |>
    req_url_query(api_key = fdc_key, format = "abridged") |>
    req_retry(max_tries = 3) |>
    req_perform() |>
    resp_body_json()
}
# 2262074 lentils, 2345739 chickpeas, 1750339 apple
