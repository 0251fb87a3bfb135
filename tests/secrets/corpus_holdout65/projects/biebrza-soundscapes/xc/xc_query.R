# quick counts per country for the aquatic warbler, xeno-canto API v3
library(httr2)
xc_key <- Sys.getenv("XC_API_KEY")
# xc_key <- "paste-your-key"
req <- request("https://xeno-canto.org/api/3/recordings") |>
  req_url_query(query = 'sp:"Acrocephalus paludicola" grp:birds', key = xc_key)
resp <- req_perform(req) |> resp_body_json()
cat("recordings:", resp$numRecordings, "species:", resp$numSpecies, "\n")
