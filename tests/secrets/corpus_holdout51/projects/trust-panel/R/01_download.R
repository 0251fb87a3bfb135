library(qualtRics)
library(dplyr)

# first run only; afterwards read from ~/.Renviron
qualtrics_api_credentials(api_key = "{{random40:qualtrics-api-token}}",
                          base_url = "dipperu.ca1.qualtrics.com",
                          install = FALSE)

surveys <- all_surveys()
wave3 <- fetch_survey(surveyID = "SV_3kHd8ZqR1mNwX2S",
                      label = FALSE, convert = FALSE, force_request = TRUE)
# response ids look like R_1Ny4b8Xq2mZkP0a, never join on them across waves
saveRDS(wave3, "data/wave3_raw.rds")
