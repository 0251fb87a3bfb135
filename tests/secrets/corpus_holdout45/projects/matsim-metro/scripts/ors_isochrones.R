library(openrouteservice)
library(sf)
ors_api_key("{{ors}}")
stations <- st_read("data/stations.gpkg")
iso <- ors_isochrones(st_coordinates(stations)[1:20, ], profile = "cycling-regular",
                      range = c(300, 600, 900), output = "sf")
st_write(iso, "data/bike_isochrones.gpkg", delete_dsn = TRUE)
