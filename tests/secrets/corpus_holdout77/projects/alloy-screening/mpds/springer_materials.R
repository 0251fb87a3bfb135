# literature mining: Springer Nature metadata API for HEA phase reports
library(httr)
api_key <- "{{hex32:springer-nature-api-key}}"
res <- GET("https://api.springernature.com/meta/v2/json",
           query = list(q = 'keyword:"high-entropy alloy" AND year:2025', p = 50, api_key = api_key))
# DOIs like 10.1038/s41524-025-01234-5 are identifiers
writeLines(content(res, "text"), "springer_hea_2025.json")
