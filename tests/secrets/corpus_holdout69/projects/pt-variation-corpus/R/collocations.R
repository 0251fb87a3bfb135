# collocation candidates per variety, from the SkE wordsketch endpoint
library(httr2)
library(dplyr)

ske_user <- Sys.getenv("SKE_USER", "lbaptista")
ske_key  <- Sys.getenv("SKE_API_KEY")
# Sys.setenv(SKE_API_KEY = "{{hex32:sketch-engine-api-key}}")  # for RStudio on the portal

wsketch <- function(lemma, corpus = "preloaded/pttenten20_fl5") {
  request("https://api.sketchengine.eu/bonito/run.cgi/wsketch") |>
    req_url_query(corpname = corpus, lemma = lemma, lpos = "-n", format = "json") |>
    req_auth_basic(ske_user, ske_key) |>
    req_perform() |>
    resp_body_json()
}

res <- wsketch("comboio")
saveRDS(res, "out/wsketch_comboio.rds")
