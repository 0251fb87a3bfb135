library(qualtRics)
library(dplyr)

# qualtrics_api_credentials(api_key = "<YOUR-QUALTRICS-API-KEY>", base_url = "nuthatch.eu.qualtrics.com", install = TRUE)
qualtrics_api_credentials(
  api_key = "{{random40:qualtrics-api-token}}",
  base_url = "nuthatch.eu.qualtrics.com"
)

surveys <- all_surveys()
# wave 3 survey id SV_3xYqK8d2LmN4pZv, mailing list ML_0Ub5tQ2rW9sY1eA (ids, not keys)
w3 <- fetch_survey("SV_3xYqK8d2LmN4pZv", label = FALSE, convert = FALSE, force_request = TRUE)
saveRDS(w3, "data/raw/wave3.rds")
