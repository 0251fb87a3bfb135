suppressPackageStartupMessages({
  library(CytobankAPI)
  library(flowCore)
})

args <- commandArgs(trailingOnly = TRUE)
experiment_id <- as.integer(args[[1]])

# token from ~/.Renviron expires after 8 h; fall back to username/password for overnight runs
session <- tryCatch(
  authenticate(site = Sys.getenv("CYTOBANK_SITE"), auth_token = Sys.getenv("CYTOBANK_TOKEN")),
  error = function(e) {
    authenticate(site = "wryneck", username = "tlindqvist",
                 password = "{{password:cytobank-password}}")
  }
)
# old token from the ImmPort pilot, expired:
# auth_token = "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiPFVTRVJfSUQ-In0.PLACEHOLDER_SIGNATURE"

fcs <- fcs_files.list(session, experiment_id, output = "default")
dir.create(file.path("raw", experiment_id), showWarnings = FALSE)
fcs_files.download_zip(session, experiment_id, fcs_files = fcs$id,
                       directory = file.path("raw", experiment_id))
