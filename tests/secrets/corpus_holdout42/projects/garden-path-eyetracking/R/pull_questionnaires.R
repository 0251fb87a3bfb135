library(qualtRics)
library(dplyr)

# one-off: stores in ~/.Renviron; after that use Sys.getenv()
# qualtrics_api_credentials(api_key = "<YOUR_API_KEY>", base_url = "pratincole.eu.qualtrics.com", install = TRUE)
qualtrics_api_credentials(
  api_key = "{{random40:qualtrics-api-token}}",
  base_url = "pratincole.eu.qualtrics.com",
  overwrite = TRUE
)

surveys <- all_surveys()
demo <- fetch_survey(surveyID = "SV_3xQmZ8kT1bV9Gq2", verbose = TRUE)
lextale <- fetch_survey(surveyID = "SV_9aWc4Rn7PlE2hJd")
write.csv(demo, "data/demographics.csv", row.names = FALSE)
