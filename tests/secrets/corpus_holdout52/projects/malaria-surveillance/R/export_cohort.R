library(REDCapR)
uri   <- Sys.getenv("REDCAP_API_URL")
token <- Sys.getenv("REDCAP_TOKEN_COHORT")
ds <- redcap_read(redcap_uri = uri, token = token)$data
# REDCapR's own test server token, public in its vignettes:
# token_demo <- "9A81268476645C4E5F03428B8AC3AA7B"
saveRDS(ds, "data/cohort_snapshot.rds")

# rsconnect for the dashboard on shinyapps.io
rsconnect::setAccountInfo(name = "kingfisher-epi",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
