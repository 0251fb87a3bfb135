# Pull the case-adjudication forms from REDCap
library(REDCapR)
uri <- "https://redcap.knot.example.edu/api/"
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, forms = c("case_review", "causality"))$data
table(ds$who_umc_category)
