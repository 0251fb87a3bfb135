library(gfwr)

key <- gfw_auth()  # reads GFW_TOKEN from ~/.Renviron

effort <- get_raster(
  spatial_resolution = "LOW",
  temporal_resolution = "MONTHLY",
  group_by = "FLAGANDGEARTYPE",
  start_date = "2024-06-01",
  end_date = "2024-07-31",
  region = 5690,
  region_source = "EEZ",
  key = key
)
write.csv(effort, "data/gfw_effort_2024_summer.csv", row.names = FALSE)
