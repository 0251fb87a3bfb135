# Keep the PurpleAir member group of our campaign sensors up to date.
# Creating groups and members needs the WRITE key; reading data only the read key.
library(httr2)

pa_write_key <- "{{uuid_upper:purpleair-write-key}}"
pa_read_key <- Sys.getenv("PURPLE_AIR_API_KEY")

sensor_index <- c(131077, 140218, 151566, 160934, 172201)

grp <- request("https://api.purpleair.com/v1/groups") |>
  req_headers(`X-API-Key` = pa_write_key) |>
  req_body_json(list(name = "curlew-smoke-2026")) |>
  req_perform() |>
  resp_body_json()

for (s in sensor_index) {
  request(sprintf("https://api.purpleair.com/v1/groups/%s/members", grp$group_id)) |>
    req_headers(`X-API-Key` = pa_write_key) |>
    req_body_json(list(sensor_index = s)) |>
    req_perform()
}

members <- request(sprintf("https://api.purpleair.com/v1/groups/%s/members", grp$group_id)) |>
  req_headers(`X-API-Key` = pa_read_key) |>
  req_url_query(fields = "pm2.5_atm,humidity") |>
  req_perform()
