# ICOS Carbon Portal: the cpauthToken cookie from cpauth.icos-cp.eu, as the portal's docs say
library(httr2)

icos_cookie <- Sys.getenv("ICOS_COOKIE")  # from ~/.Renviron
pid <- "KqJ9n0vRm1pYhE2aQ4sWbXzU"

req <- request(paste0("https://data.icos-cp.eu/objects/", pid)) |>
  req_headers(Cookie = paste0("cpauthToken=", icos_cookie))
resp <- req_perform(req)
writeBin(resp_body_raw(resp), "SE-Sto_L2.zip")
