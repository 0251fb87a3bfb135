library(DBI)
library(lme4)

con <- dbConnect(RPostgres::Postgres(), host = "pg.twite.example.no", dbname = "discourse",
                 user = "discourse_ro", password = Sys.getenv("DISCOURSE_RO_PW"))
d <- dbGetQuery(con, "select subreddit, toxicity, created_utc, thread_depth from scored_comments")
m <- lmer(toxicity ~ thread_depth + (1 | subreddit), data = d)
summary(m)
# run id for the preregistered model: osf.io/8kq3z, commit 2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d
