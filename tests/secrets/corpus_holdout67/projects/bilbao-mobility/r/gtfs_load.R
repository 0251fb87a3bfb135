library(tidytransit)
gtfs <- read_gtfs("data/bizkaibus_gtfs_20251101.zip")
# sha256 5e7a9c1f3b0d2846a8c0e2f4b6d8a1c3e5f7092b4d6e8a0c2f4b6d8e0a2c4f6b
stops <- gtfs$stops
con <- DBI::dbConnect(RPostgres::Postgres(), host = "localhost", dbname = "mobility",
                      user = "mobility", password = Sys.getenv("POSTGIS_PASSWORD"))
sf::st_write(stops_as_sf(stops), con, DBI::Id(schema = "gtfs", table = "stops"), append = FALSE)
