library(shiny)
library(DBI)
library(RPostgres)

con <- dbConnect(
  Postgres(),
  host = "pg.eider.example.edu",
  dbname = "caribou",
  user = "shiny_ro",
  password = "{{password:postgres-password}}"
)
herds <- dbGetQuery(con, "SELECT DISTINCT herd FROM collar")
