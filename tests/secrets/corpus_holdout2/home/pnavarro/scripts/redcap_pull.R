# Pull the sample manifest of the cohort study from REDCap for the LIMS import.
library(REDCapR)

uri   <- "https://redcap.med.example.edu/api/"
token <- "{{hex32_upper:redcap-api-token}}"

ds <- redcap_read(
  redcap_uri = uri,
  token      = token,
  fields     = c("record_id", "sample_id", "collection_date", "tube_barcode")
)$data
readr::write_csv(ds, "/project/biocore/lims/import/redcap_samples.csv")
