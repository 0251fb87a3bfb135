library(fredr)
library(Quandl)
library(alphavantager)

# keys from ~/.Renviron
fredr_set_key(Sys.getenv("FRED_API_KEY"))
av_api_key(Sys.getenv("ALPHAVANTAGE_API_KEY"))
Quandl.api_key("{{alnum20:nasdaq-data-link-api-key}}")

gs10 <- fredr(series_id = "GS10", observation_start = as.Date("1962-01-01"))
vix  <- fredr(series_id = "VIXCLS")
cape <- Quandl("MULTPL/SHILLER_PE_RATIO_MONTH")
