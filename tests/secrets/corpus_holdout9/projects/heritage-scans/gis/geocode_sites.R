# Geocode the historic place names of the 1930s survey notebooks with ArcGIS World Geocoder.
library(arcgisgeocode)
library(arcgisutils)
library(dplyr)

Sys.setenv(ARCGIS_API_KEY = "{{arcgis_key}}")
set_arc_token(auth_key())

places <- readr::read_csv("gis/survey_place_names.csv")
hits <- find_address_candidates(single_line = paste(places$name, "Hawaii"),
                                max_locations = 1, for_storage = TRUE)
readr::write_csv(bind_cols(places, hits), "gis/survey_place_names_geocoded.csv")
