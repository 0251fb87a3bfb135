# reverse-geocode STM stop ids to neighbourhoods (Google Geocoding; key restricted to the cluster's egress IP)
library(googleway)
set_key("{{google_api_key:google-api-key}}")
stops <- read.csv("../gtfs/stm/stops.txt")
res <- lapply(head(stops$stop_id, 50), function(id) {
  s <- stops[stops$stop_id == id, ]
  google_reverse_geocode(c(s$stop_lat, s$stop_lon), result_type = "neighborhood")
})
# Transitland for agency onestop ids (o-f25d-socitdetransportdemontral)
tl_key <- "{{alnum32:transitland-api-key}}"
agencies <- jsonlite::fromJSON(sprintf("https://transit.land/api/v2/rest/agencies?apikey=%s&adm1_iso=CA-QC", tl_key))
