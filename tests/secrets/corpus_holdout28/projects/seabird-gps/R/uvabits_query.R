# Trip-level summaries straight from the UvA-BiTS PostgreSQL virtual lab.
library(DBI)

con <- dbConnect(
  RPostgres::Postgres(),
  host     = "pub.e-ecology.nl",
  port     = 5432,
  dbname   = "eecology",
  user     = Sys.getenv("UVABITS_USER"),
  password = "{{password:uvabits-password}}"
)

q <- "
SELECT device_info_serial, date_time, latitude, longitude, altitude, speed_2d
FROM gps.ee_tracking_speed_limited
WHERE device_info_serial IN (6011, 6014, 6102)
  AND date_time BETWEEN '2024-06-01' AND '2024-07-31'
"
trips <- dbGetQuery(con, q)
set.seed(20240601)
dbDisconnect(con)
