# Geocode clinic addresses for the catchment maps (Google Geocoding API)
library(ggmap)
# key restricted to the Geocoding API and the cluster's NAT address
register_google(key = "{{google_api_key:google-maps-api-key}}")
clinics <- read.csv("data/clinics_kzn.csv")
coords <- geocode(paste(clinics$address, "KwaZulu-Natal, South Africa"), output = "latlon")
write.csv(cbind(clinics, coords), "data/clinics_kzn_geocoded.csv", row.names = FALSE)
