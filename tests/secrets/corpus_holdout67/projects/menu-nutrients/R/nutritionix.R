library(httr2)
nix_natural <- function(query) {
  request("https://trackapi.nutritionix.com/v2/natural/nutrients") |>
    req_headers(
      `x-app-id` = "4b7e2c91",
      `x-app-key` = "{{hex32:nutritionix-app-key}}",
      `x-remote-user-id` = "0"
    ) |>
    req_body_json(list(query = query, locale = "es_ES")) |>
    req_perform() |>
    resp_body_json()
}
