library(openrouteservice)
library(sf)
library(mapsapi)

# ors_api_key() stores the key in the system keyring
# ors_api_key("<your-api-key>")
ors_api_key(Sys.getenv("ORS_API_KEY"))
stations <- st_read("data/stations.geojson")
iso <- ors_isochrones(st_coordinates(stations)[1:50, ], profile = "cycling-regular", range = 900, output = "sf")

gm_key <- "{{google_api_key:google-maps-api-key}}"
dist <- mp_matrix(origins = stations$address[1:10], destinations = stations$address[11:20], mode = "bicycling", key = gm_key)
