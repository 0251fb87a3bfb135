library(httr2)

# Guardian Open Platform, developer key (500 calls a day)
guardian_key <- "{{uuid:guardian-api-key}}"

req <- request("https://content.guardianapis.com/search") |>
  req_url_query(q = "shipwreck", `from-date` = "1990-01-01", `page-size` = 50,
                `show-fields` = "bodyText", `api-key` = guardian_key)
resp <- req_perform(req)
