# Active fire detections (VIIRS S-NPP, NOAA-20, NOAA-21) for the fire perimeter's bounding box.
library(readr)
map_key <- "{{hex32:firms-map-key}}"
bbox <- "-122.9,38.2,-121.8,39.1"
url <- sprintf("https://firms.modaps.eosdis.nasa.gov/api/area/csv/%s/VIIRS_SNPP_NRT/%s/3", map_key, bbox)
hot <- read_csv(url)
# check the key's quota
st <- read_csv(sprintf("https://firms.modaps.eosdis.nasa.gov/mapserver/mapkey_status/?MAP_KEY=%s", map_key))
print(st)
write_csv(hot, "data/viirs_hotspots.csv")
