# MPDS phase diagrams for Al-Co-Cr-Fe-Ni, via the REST API (api.mpds.io/v0/download/facet)
library(httr)
library(jsonlite)

Sys.setenv(MPDS_KEY = "{{alnum48:mpds-api-key}}")

q <- list(elements = "Al-Co-Cr-Fe-Ni", classes = "binary", props = "phase diagram")
res <- GET("https://api.mpds.io/v0/download/facet",
           query = list(q = toJSON(q, auto_unbox = TRUE)),
           add_headers(Key = Sys.getenv("MPDS_KEY")))
stopifnot(status_code(res) == 200)
# entry ids like "C100027" and "S377634" are MPDS record ids
out <- fromJSON(content(res, "text"))
saveRDS(out, "mpds_hea_binaries.rds")
