library(finnishgrid)
# The package README uses key = "MY_SUPER_SECRET" as its example; ours below.
# user_key <- Sys.getenv("FINGRID_OPENDATA_API_KEY")
user_key <- "{{hex32:fingrid-api-key}}"
wind <- get_data(api_number = 181,
                 start_time_utc = "2025-01-01T00:00:00.000Z",
                 end_time_utc = "2026-01-01T00:00:00.000Z",
                 user_key = user_key)
saveRDS(wind, "data/fingrid_wind_2025.rds")
