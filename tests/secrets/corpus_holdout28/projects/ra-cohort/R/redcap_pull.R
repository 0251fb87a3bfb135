library(REDCapR)

uri <- "https://redcap.trust.example.nhs.uk/api/"
ds <- redcap_read(
  redcap_uri = uri,
  token      = Sys.getenv("REDCAP_API_TOKEN"),
  fields     = c("record_id", "das28_crp", "haq_di", "biologic_start", "biologic_agent")
)$data
# an older export token, revoked 2025-02-03 when the project moved to production:
# token = "3F1A9C7E5B2D4F6A8C0E1B3D5F7A9C2E"  (revoked)
stopifnot(nrow(ds) > 0)
