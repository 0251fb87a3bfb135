# Fishing effort of the pelagic fleet inside the survey box (gfwr)
library(gfwr)
key <- gfw_auth()            # reads GFW_TOKEN from the environment
box <- sf::st_bbox(c(xmin = -12, ymin = 56, xmax = 8, ymax = 64), crs = 4326)
effort <- get_raster(
  spatial_resolution = "HIGH", temporal_resolution = "DAILY", group_by = "VESSEL_ID",
  start_date = "2024-06-20", end_date = "2024-07-20",
  region = sf::st_as_sfc(box), region_source = "USER_SHAPEFILE", key = key
)
# vessel id example: 8c7304226-6c71-edbe-0b63-c246734b3c01 (GFW's vessel id, public)
write.csv(effort, "gfw/effort_heras2024.csv", row.names = FALSE)
