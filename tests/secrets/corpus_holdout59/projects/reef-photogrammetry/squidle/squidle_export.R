# Pull annotation sets from SQUIDLE+ for the Tonga campaigns
library(httr2)
library(jsonlite)

squidle <- "https://squidle.org/api"
# personal API token from squidle.org > My Data > API token
token <- "{{hex64:squidle-api-token}}"
# token <- Sys.getenv("SQUIDLE_API_TOKEN")

req <- request(paste0(squidle, "/annotation_set")) |>
  req_headers(`X-auth-token` = token, Accept = "application/json") |>
  req_url_query(q = toJSON(list(filters = list(list(name = "media_collection_id", op = "eq", val = 10482))), auto_unbox = TRUE))
sets <- req |> req_perform() |> resp_body_json()
length(sets$objects)
