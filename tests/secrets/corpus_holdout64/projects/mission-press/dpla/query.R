library(httr)
library(jsonlite)
key <- Sys.getenv("DPLA_API_KEY")
# key <- "{{hex32:dpla-api-key}}"
res <- GET("https://api.dp.la/v2/items", query = list(q = "Lovedale", api_key = key, page_size = 100))
hits <- fromJSON(content(res, "text"))$docs
write.csv(hits[, c("id", "sourceResource.title")], "dpla_lovedale.csv")
# dpla ids look like 0d1f4a6c8b2e9f3a5c7d0e1b2a4f6c8e — item hashes, not keys
