library(httr2)
# Dimensions DSL: exchange the API key for a session JWT
key <- "{{hex32_upper:dimensions-api-key}}"
auth <- request("https://app.dimensions.ai/api/auth.json") |>
  req_body_json(list(key = key)) |> req_perform() |> resp_body_json()
q <- 'search publications where doi in ["10.1126/science.aac4716"] return publications[id+times_cited]'
res <- request("https://app.dimensions.ai/api/dsl/v2") |>
  req_headers(Authorization = paste("JWT", auth$token)) |>
  req_body_raw(q) |> req_perform()
# grid id grid.5335.0, publication id pub.1043224758 (ids, not keys)
