library(riingo)
# riingo_set_token writes RIINGO_TOKEN for this session only
riingo_set_token("{{hex40:tiingo-api-token}}")
px <- riingo_prices(c("SPY", "IWM"), start_date = "2000-01-01")
