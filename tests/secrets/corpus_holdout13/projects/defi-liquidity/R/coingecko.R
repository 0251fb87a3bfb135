library(httr2)
library(dplyr)

# CoinGecko pro: daily market caps for the stablecoins in the sample
cg_key <- "{{coingecko}}"
coins <- c("tether", "usd-coin", "dai")

caps <- lapply(coins, function(id) {
  request("https://pro-api.coingecko.com/api/v3/coins") |>
    req_url_path_append(id, "market_chart") |>
    req_url_query(vs_currency = "usd", days = 365) |>
    req_headers(`x-cg-pro-api-key` = cg_key) |>
    req_perform() |>
    resp_body_json()
})
demo_key <- Sys.getenv("COINGECKO_DEMO_KEY")
