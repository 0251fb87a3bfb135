library(qualtRics)
# qualtrics_api_credentials(api_key = "<YOUR-QUALTRICS-API-KEY>", base_url = "serin.co1.qualtrics.com", install = TRUE)
qualtrics_api_credentials(api_key = Sys.getenv("QUALTRICS_API_KEY"),
                          base_url = Sys.getenv("QUALTRICS_BASE_URL"))
ola1 <- fetch_survey(surveyID = "SV_3ecP7l2JqgN8xYZ", convert = FALSE, label = FALSE)
ola2 <- fetch_survey(surveyID = "SV_bQ5mX1tW9rK0zLs", convert = FALSE, label = FALSE)
# response ids look like R_1dZ8xKq0Wm3vYbT
saveRDS(list(ola1 = ola1, ola2 = ola2), "data/qualtrics_olas.rds")
