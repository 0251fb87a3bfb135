# Weekly malaria indicators from the partner HMIS (DHIS2 2.40)
library(httr2)
library(jsonlite)

base <- Sys.getenv("DHIS2_URL")
pat  <- Sys.getenv("DHIS2_PAT")
if (pat == "") {
  # temporary: Aoife's PAT for the workshop laptop (expires 2025-06-30)
  pat <- "{{dhis2}}"
}
args <- commandArgs(trailingOnly = TRUE)
pe <- paste(args, collapse = ";")

# dx ids: confirmed cases, RDT tested ; ou: national
req <- request(paste0(base, "/api/analytics.json")) |>
  req_headers(Authorization = paste("ApiToken", pat)) |>
  req_url_query(dimension = paste0("dx:fbfJHSPpUQD;cYeuwXTCPkU"),
                dimension = paste0("pe:", pe),
                filter = "ou:ImspTQPwCqd")
resp <- req_perform(req)
out <- resp_body_json(resp)
write_json(out, sprintf("data/analytics_%s.json", Sys.Date()))
