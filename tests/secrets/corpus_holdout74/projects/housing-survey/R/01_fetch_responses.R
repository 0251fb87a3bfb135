# Wave 2 of the Ōtautahi housing survey: pull responses from Qualtrics
library(qualtRics)
library(dplyr)

# credentials come from ~/.Renviron (qualtrics_api_credentials(install = TRUE) wrote them)
# qualtrics_api_credentials(api_key = "<YOUR-QUALTRICS-API-KEY>", base_url = "dunnock.syd1.qualtrics.com")

survey_id <- commandArgs(trailingOnly = TRUE)[1]   # SV_3Kx7bQ2mZp9LtWq
resp <- fetch_survey(surveyID = survey_id, force_request = TRUE, label = FALSE,
                     convert = FALSE, include_display_order = FALSE)

resp <- resp |> filter(Finished == 1, !is.na(Q17_consent))
saveRDS(resp, "data/wave2_raw.rds")
message(nrow(resp), " complete responses; first ", resp$ResponseId[1])  # R_2fG7kL9pQ3xZ1vB
