library(qualtRics)

# install = TRUE writes these to ~/.Renviron; kept here for the cluster where it didn't stick
qualtrics_api_credentials(
  api_key = "{{random40:qualtrics-api-token}}",
  base_url = "wryneck.eu.qualtrics.com",
  overwrite = TRUE
)

post <- fetch_survey("SV_6Fh3cQz1XyR8bLw", force_request = TRUE)
saveRDS(post, "data/post_survey.rds")
