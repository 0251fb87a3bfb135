library(qualtRics)
library(REDCapR)

# qualtrics_api_credentials(api_key = "<YOUR-QUALTRICS_API_KEY>", base_url = "<YOUR-QUALTRICS_BASE_URL>", install = TRUE)
qualtrics_api_credentials(api_key = "{{random40:qualtrics-api-token}}",
                          base_url = "skua.eu.qualtrics.com",
                          overwrite = TRUE)

wave1 <- fetch_survey(surveyID = "SV_3kN8vQ0mYb2ZxGe", label = FALSE, convert = FALSE)
saveRDS(wave1, "data/raw/wave1.rds")

# consent and contact data are in REDCap
uri <- Sys.getenv("REDCAP_URI")
consent <- redcap_read(redcap_uri = uri, token = "{{hex32_upper:redcap-api-token}}")$data
saveRDS(consent, "data/raw/consent.rds")
