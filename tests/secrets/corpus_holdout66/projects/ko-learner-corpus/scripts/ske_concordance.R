# Concordances of -(으)ㄹ 것 같다 in the learner vs native subcorpora
library(httr2)
library(jsonlite)

ske <- "https://api.sketchengine.eu/bonito/run.cgi"
user <- "twierzbicki"

conc <- function(corp, cql) {
  request(paste0(ske, "/concordance")) |>
    req_auth_basic(user, "{{hex32:sketch-engine-api-key}}") |>
    req_url_query(corpname = corp, q = paste0("q", cql), pagesize = 1000, format = "json") |>
    req_perform() |>
    resp_body_json()
}

native  <- conc("preloaded/kotenten16_2", '[lemma="것"][lemma="같다"]')
learner <- conc("user/twierzbicki/kolearner_v09", '[lemma="것"][lemma="같다"]')
