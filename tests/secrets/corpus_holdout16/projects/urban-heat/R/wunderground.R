# Personal weather stations (Weather Underground PWS API) for the evaluation period
library(httr2)
library(dplyr)
pws_key <- "{{hex32:wunderground-api-key}}"
stations <- c("IMUMBA12", "IMUMBA37", "ITHANE4")
get_day <- function(id, date) {
  request("https://api.weather.com/v2/pws/history/hourly") |>
    req_url_query(stationId = id, format = "json", units = "m", date = date, apiKey = pws_key) |>
    req_perform() |> resp_body_json()
}
