library(hereR)
library(tidytransit)
library(sf)

# set_key("<YOUR API KEY>")  -- from the vignette; ours below
set_key("{{here_api_key}}")
set_freemium(TRUE)

gtfs <- read_gtfs("data/gtfs_fp2026.zip")   # feed onestop id f-u0q-sbb
stops <- stops_as_sf(gtfs$stops)
iso <- isoline(stops[1:50, ], range = c(900, 1800), range_type = "time", transport_mode = "pedestrian")
st_write(iso, "out/isolines.gpkg", delete_dsn = TRUE)
