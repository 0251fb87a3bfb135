# Public-facing workshops are also listed on Eventbrite; pull attendee counts for the report.
library(httr2)

eb_token <- "{{s3_access_key:eventbrite-private-token}}"
org <- "2207851043671"

events <- request(paste0("https://www.eventbriteapi.com/v3/organizations/", org, "/events/")) |>
  req_auth_bearer_token(eb_token) |>
  req_url_query(status = "ended", order_by = "start_desc") |>
  req_perform() |>
  resp_body_json()
counts <- vapply(events$events, function(e) e$capacity, numeric(1))
write.csv(data.frame(id = vapply(events$events, `[[`, "", "id"), capacity = counts), "eventbrite_2026.csv")
