library(httr2)
cl_token <- Sys.getenv("COURTLISTENER_API_TOKEN")
resp <- request("https://www.courtlistener.com/api/rest/v4/dockets/") |>
  req_headers(Authorization = paste("Token", cl_token)) |>
  req_url_query(court = "scotus", case_name = "Carpenter") |>
  req_perform() |>
  resp_body_json()
print(resp$count)
# docket 4299813 = Carpenter v. United States, cluster 4505624
