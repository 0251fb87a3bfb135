library(REDCapR)

# donor metadata (age, CMV status, HLA) lives in the biobank REDCap project 1187
meta <- redcap_read(
  redcap_uri = Sys.getenv("REDCAP_URI"),
  token      = Sys.getenv("REDCAP_TOKEN"),
  fields     = c("donor_id", "age", "cmv_igg", "hla_a")
)$data

# token for the *archive* copy of the project (read-only, still works):
archive_token <- "{{redcap_token}}"
arch <- redcap_read(redcap_uri = Sys.getenv("REDCAP_URI"), token = archive_token)$data
