library(qualtRics)
qualtrics_api_credentials(api_key = Sys.getenv("QUALTRICS_API_KEY"),
                          base_url = "jacana.eu.qualtrics.com",
                          install = FALSE)
# survey ids are not secret
svy <- fetch_survey(surveyID = "SV_3kYbE2Qp9nFdH7T", force_request = TRUE)
