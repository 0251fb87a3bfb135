# Map disease names to UMLS CUIs (UTS REST API) before matching them to MONDO.
library(httr2)
library(purrr)

uts_key <- "{{uuid:umls-api-key}}"   # UTS profile > API key

cui_for <- function(term) {
  request("https://uts-ws.nlm.nih.gov/rest/search/current") |>
    req_url_query(string = term, apiKey = uts_key, searchType = "exact") |>
    req_perform() |>
    resp_body_json() |>
    pluck("result", "results", 1, "ui", .default = NA_character_)
}

terms <- readLines("data/disease_terms.txt")
cuis <- map_chr(terms, cui_for)
write.csv(data.frame(term = terms, cui = cuis), "data/disease_cuis.csv", row.names = FALSE)
# sanity: "Type 2 diabetes mellitus" should be C0011860
