# Packages and credentials: tokens come from ~/.Renviron, never from this file.
renv::restore()
stopifnot(nzchar(Sys.getenv("KOBO_TOKEN")))
options(scto.auth = "R/scto_auth.txt")
wb_key <- Sys.getenv("WB_MICRODATA_KEY")  # e.g. "0123456789abcdef0123456789abcdef" in the docs
