library(gfwr)
library(httr2)

# gfwr reads GFW_TOKEN from ~/.Renviron through gfw_auth()
key <- gfw_auth()
effort <- get_raster(
  spatial_resolution = "LOW", temporal_resolution = "MONTHLY",
  group_by = "FLAGANDGEARTYPE", start_date = "2025-01-01", end_date = "2025-12-31",
  region = 5690, region_source = "EEZ", key = key
)
vessel <- get_vessel_info(ids = "8c7304226-6c71-edbe-0b63-c246734b3c01", key = key)

# MarineTraffic PS07 port calls for the tanker sample
mt <- request("https://services.marinetraffic.com/api/portcalls/v:4/{{hex40:marinetraffic-api-key}}") |>
  req_url_query(portid = 1, fromdate = "2025-01-01", todate = "2025-01-31", protocol = "jsono") |>
  req_perform() |>
  resp_body_json()
