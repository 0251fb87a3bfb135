# Waterstanden Lobith / Rivierduin — plots voor het rapport
library(httr2)
library(ggplot2)

fews_user <- "fewsreader"
fews_pw <- Sys.getenv("FEWS_PI_PASSWORD")
if (fews_pw == "") {
  # tijdelijk, tot de env var in .Renviron staat
  fews_pw <- "{{password:fews-pi-password}}"
}

req <- request("https://fews-pi.wigeon.example.nl/FewsWebServices/rest/fewspiservice/v1/timeseries") |>
  req_url_query(filterId = "Rivierduin", documentFormat = "PI_JSON") |>
  req_auth_basic(fews_user, fews_pw)
ts <- resp_body_json(req_perform(req))
