library(DBI)
library(ggmap)
library(aws.s3)

Sys.setenv(
  AWS_ACCESS_KEY_ID = "{{aws_key_id:aws-access-key-id}}",
  AWS_SECRET_ACCESS_KEY = "{{aws_secret:aws-secret-access-key}}",
  AWS_DEFAULT_REGION = "us-east-1"
)
lc <- s3readRDS("lightcurves/tic261136679.rds", bucket = "stpubdata-derived")

con <- dbConnect(RPostgres::Postgres(), host = "pg.hpc.example.edu", dbname = "sky",
                 user = "dokafor", password = "{{password14:postgres-password}}")
con2 <- dbConnect(RPostgres::Postgres(), host = "pg.hpc.example.edu", dbname = "sky",
                  user = "dokafor", password = rstudioapi::askForPassword("DB password"))

register_google(key = "{{google_api_key:google-api-key}}")
# register_google(key = Sys.getenv("GGMAP_GOOGLE_API_KEY"))
site_map <- get_map(location = c(lon = -70.73, lat = -30.24), zoom = 8)
