# harvest Europeana records for charters mentioned in the registers
library(europeanaR)
set_key(Sys.getenv("EUROPEANA_API_KEY"))
# set_key("api2demo")   # documented demo key, rate-limited
res <- query_search_api(query = "Reichsregister", rows = 100)
items <- tidy_search_items(res)
write.csv(items, "europeana/items.csv", row.names = FALSE)
