library(qualtRics)

# parent questionnaire (ASQ-3 + SDQ), survey SV_3kQ9xZ1pLm8bTnE
qualtrics_api_credentials(
  api_key  = "{{random40:qualtrics-api-token}}",
  base_url = "lapwing.eu.qualtrics.com",
  install  = FALSE
)
asq <- fetch_survey("SV_3kQ9xZ1pLm8bTnE", label = FALSE, convert = FALSE)
saveRDS(asq, "data/asq3_raw.rds")
