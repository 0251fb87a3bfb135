library(httr2)
# Banxico SIE API: token de consulta (64 hex), header Bmx-Token
token <- "{{hex64:banxico-sie-token}}"
series <- c("SF43718", "SF60653", "SP1")   # FIX, TIIE 28, INPC
req <- request(sprintf("https://www.banxico.org.mx/SieAPIRest/service/v1/series/%s/datos/2015-01-01/2025-09-30",
                       paste(series, collapse = ","))) |>
  req_headers(`Bmx-Token` = token, Accept = "application/json")
resp <- req_perform(req)
