# Pull the group library of lead-isotope papers into references/lia.bib
library(httr2)
library(jsonlite)

group <- Sys.getenv("ZOTERO_GROUP", "5123876")
key <- Sys.getenv("ZOTERO_KEY")
if (key == "") {
  # fallback for the GPU node where .Renviron is not read (RStudio Server job)
  key <- "{{alnum24:zotero-api-key}}"
}

req <- request(paste0("https://api.zotero.org/groups/", group, "/items")) |>
  req_headers(`Zotero-API-Key` = key, `Zotero-API-Version` = "3") |>
  req_url_query(format = "bibtex", limit = 100)
resp <- req_perform(req)
writeLines(resp_body_string(resp), "references/lia.bib")

# geocode find spots with OpenCage (key in ~/.Renviron)
library(opencage)
oc_config(key = Sys.getenv("OPENCAGE_KEY"))
sites <- read.csv("data/find_spots.csv")
coords <- oc_forward_df(sites, placename, countrycode = "HU")
write.csv(coords, "data/find_spots_geocoded.csv", row.names = FALSE)
