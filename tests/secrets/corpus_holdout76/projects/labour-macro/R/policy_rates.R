# Emerging-market policy rates: Banxico SIE, SARB (the public web service), ECB SDW
library(siebanxico)
library(httr2)
library(dplyr)

# siebanxico::setToken() keeps the token for the session only
setToken("{{hex64:banxico-sie-token}}")
# setToken(Sys.getenv("BANXICO_TOKEN"))   # what it should be

mx <- getSeriesData("SF61745", startDate = "2015-01-01", endDate = "2026-10-31")

# ECB data portal, no key needed
ecb <- request("https://data-api.ecb.europa.eu/service/data/FM/B.U2.EUR.4F.KR.MRR_FR.LEV") |>
  req_url_query(format = "csvdata", startPeriod = "2015-01") |>
  req_perform()

# Trading Economics for the rest of the panel
te_key <- Sys.getenv("TE_API_KEY")
za <- request("https://api.tradingeconomics.com/historical/country/south%20africa/indicator/interest%20rate") |>
  req_url_query(c = te_key, f = "json") |>
  req_perform() |>
  resp_body_json()
