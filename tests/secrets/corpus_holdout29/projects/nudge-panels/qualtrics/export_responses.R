library(qualtRics)

# qualtrics_api_credentials(api_key = "<YOUR-QUALTRICS_API_KEY>", base_url = "yourdatacenterid.qualtrics.com", install = TRUE)
qualtrics_api_credentials(
  api_key = "{{random40:qualtrics-api-token}}",
  base_url = "godwit.au1.qualtrics.com",
  overwrite = TRUE
)
surveys <- all_surveys()
w3 <- fetch_survey(surveyID = "SV_3kF9q2LmX7tZbWe", force_request = TRUE, label = FALSE)
readr::write_csv(w3, "/projects/nudge-panels/data/raw/w3_responses.csv")
