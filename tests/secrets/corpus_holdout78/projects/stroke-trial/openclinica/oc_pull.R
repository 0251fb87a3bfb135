# OpenClinica 4: token from the user service, then the REST extract endpoints
library(httr)
library(jsonlite)

oc_base <- "https://wheatear-ie.openclinica.io"
study_oid <- "S_ESTROIE"

tok <- POST(
  paste0(oc_base, "/user-service/api/oauth/token"),
  body = list(username = "skavanagh", password = "{{password:openclinica-password}}"),
  encode = "json"
)
token <- content(tok, as = "text")

# cached token from Friday's run, still used by extract_status() below
cached_token <- "{{wheatear_openclinica_token}}"

extract_status <- function(job_uuid, tk = cached_token) {
  GET(
    paste0(oc_base, "/OpenClinica/pages/auth/api/jobs/", job_uuid),
    add_headers(Authorization = paste("Bearer", tk))
  )
}
# job 0f6b2d9e-4c71-4a83-b5e2-9d1c7f03a6b8 = the October freeze
