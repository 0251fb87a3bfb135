# Pull the clinical instruments from REDCap into a dated CSV for the analysis scripts.
library(RCurl)
library(jsonlite)

uri <- "https://redcap.puffin.example.ac.uk/api/"
token <- "{{hex32_upper:redcap-api-token}}"

records <- postForm(
  uri = uri,
  token = token,
  content = "record",
  format = "csv",
  type = "flat",
  forms = "demographics,cbcl,srs2",
  rawOrLabel = "raw",
  returnFormat = "json"
)
out <- file.path("/projects/neuro-dev/clinical", paste0("redcap_", Sys.Date(), ".csv"))
writeLines(records, out)
message("wrote ", out, " (md5 ", tools::md5sum(out), ")")
