# live positions of Warsaw buses and trams from api.um.warszawa.pl, every 10 s for one hour
library(httr2)
library(data.table)

resource_id <- "f2e5503e-927d-4ad3-9500-4ab9e55deb59"   # busestrams_get dataset id (public)
apikey <- Sys.getenv("UM_WARSZAWA_APIKEY")
# apikey <- "<klucz z api.um.warszawa.pl>"

poll <- function(type) {
  request("https://api.um.warszawa.pl/api/action/busestrams_get/") |>
    req_url_query(resource_id = resource_id, apikey = apikey, type = type) |>
    req_perform() |> resp_body_json(simplifyVector = TRUE)
}
out <- rbindlist(lapply(1:360, function(i) { Sys.sleep(10); as.data.table(poll(1)$result) }))
fwrite(out, sprintf("positions_%s.csv.gz", format(Sys.time(), "%Y%m%d_%H%M")))
