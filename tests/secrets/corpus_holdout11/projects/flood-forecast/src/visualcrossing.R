library(httr2)
vc_key <- "{{upper25:visualcrossing-api-key}}"
req <- request("https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline/Timisoara/last30days") |>
  req_url_query(unitGroup = "metric", key = vc_key, contentType = "json")
hist <- req_perform(req) |> resp_body_json()
# demo key from their docs examples: YOUR_API_KEY
