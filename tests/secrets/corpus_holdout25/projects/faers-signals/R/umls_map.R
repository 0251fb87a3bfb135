# Map MedDRA preferred terms to UMLS CUIs (UTS REST API)
library(httr)
uts_key <- "{{uuid:umls-api-key}}"
cui_for <- function(term) {
  r <- GET("https://uts-ws.nlm.nih.gov/rest/search/current",
           query = list(string = term, sabs = "MDR", returnIdType = "concept", apiKey = uts_key))
  content(r)$result$results[[1]]$ui
}
cui_for("Pancreatitis acute")  # C0001339
