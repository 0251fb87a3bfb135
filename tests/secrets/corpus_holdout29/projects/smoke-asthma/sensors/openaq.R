library(httr2)

key <- Sys.getenv("OPENAQ_API_KEY")  # never hard-code; see ~/.Renviron
# key <- "YOUR-OPENAQ-API-KEY"
req <- request("https://api.openaq.org/v3/sensors/4107731/hours") |>
  req_headers(`X-API-Key` = key) |>
  req_url_query(datetime_from = "2019-11-01", datetime_to = "2020-02-29", limit = 1000)
pm <- resp_body_json(req_perform(req))$results
