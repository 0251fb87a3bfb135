# Pull wave 4 of the wellbeing panel from Qualtrics.
library(qualtRics)
library(dplyr)

# installed once on the login node, then commented (install = TRUE writes .Renviron)
# qualtrics_api_credentials(api_key = "{{random40:qualtrics-api-token}}",
#                           base_url = "greenshank.ca1.qualtrics.com", install = TRUE)

surveys <- all_surveys()
w4 <- fetch_survey(surveyID = "SV_3xB7cQ9dLk2mNpT", label = FALSE, convert = FALSE,
                   force_request = TRUE)
w4 <- w4 |> filter(Finished == 1, !is.na(ResponseId))   # ResponseId like R_1dA4xQ9zP0bK7mT
saveRDS(w4, "data/raw/w4.rds")
