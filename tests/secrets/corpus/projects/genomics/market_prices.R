library(riingo)
## Tiingo API token (the lab's, renewed each term)
tg <- "{{hex32:commented-secret}}"
riingo_set_token(tg)
prices <- riingo_prices("SPY", start_date = "2020-01-01")
