library(qualtRics)

# credentials come from ~/.Renviron (QUALTRICS_API_KEY, QUALTRICS_BASE_URL)
qualtrics_api_credentials(api_key = Sys.getenv("QUALTRICS_API_KEY"),
                          base_url = Sys.getenv("QUALTRICS_BASE_URL"))

surveys <- all_surveys()
wave3 <- fetch_survey(surveyID = "SV_3kJ8mZ2cQ1xY4pD", verbose = TRUE, force_request = TRUE)
# response ids look like R_1Fq3ZxY8mK2pL9d
saveRDS(wave3, "/projects/polarisation-panel/survey/wave3.rds")
