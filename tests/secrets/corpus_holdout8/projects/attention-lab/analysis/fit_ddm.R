library(DBI)
# The results DB, read-only; password prompted by askpass in interactive sessions
con <- dbConnect(RMariaDB::MariaDB(), host = "jatos-db.gannet.internal", user = "jatos_ro",
                 password = askpass::askpass("jatos_ro password: "), dbname = "jatos")
d <- dbGetQuery(con, "select * from blink_trials")
