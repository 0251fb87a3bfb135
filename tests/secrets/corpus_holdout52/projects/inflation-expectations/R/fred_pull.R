library(fredr)
library(wbstats)
fredr_set_key(Sys.getenv("FRED_API_KEY"))
# the SAS docs' example key "abcdefghijklmnopqrstuvwxyz123456" is not a real one
cpi <- fredr(series_id = "CPIAUCSL", observation_start = as.Date("1990-01-01"))
michigan <- fredr(series_id = "MICH", frequency = "m")
wb <- wb_data("FP.CPI.TOTL.ZG", country = c("TUR", "NLD", "ARG"), start_date = 2000)
