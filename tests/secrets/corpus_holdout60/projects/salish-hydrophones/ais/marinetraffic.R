# Vessel particulars for ships passing the hydrophone (MarineTraffic PS07 vessel particulars)
library(httr2)
mt_key <- "{{hex40:marinetraffic-api-key}}"
mmsi <- c("316001234", "316042871", "538007755")
for (m in mmsi) {
  resp <- request(sprintf("https://services.marinetraffic.com/api/vesselmasterdata/%s", mt_key)) |>
    req_url_query(v = 5, mmsi = m, protocol = "jsono") |>
    req_perform()
  print(resp_body_json(resp))
}
