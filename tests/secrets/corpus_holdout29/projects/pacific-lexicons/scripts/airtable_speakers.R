# Speaker metadata (consent, village, year of birth) lives in Airtable, not in git
library(httr2)

airtable_pat <- "{{airtable}}"
base <- "appQ7f2Lk9Xw3mZtA"   # base id, not secret
resp <- request(paste0("https://api.airtable.com/v0/", base, "/Speakers")) |>
  req_auth_bearer_token(airtable_pat) |>
  req_url_query(view = "Consented") |>
  req_perform()
speakers <- resp_body_json(resp)$records
