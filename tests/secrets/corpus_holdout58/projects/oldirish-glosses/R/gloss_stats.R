# Gloss density per folio and hand, from the eScriptorium export
library(dataverse)
library(dplyr)
library(xml2)

# DATAVERSE_KEY and DATAVERSE_SERVER come from ~/.Renviron
Sys.setenv(DATAVERSE_SERVER = "dataverse.stonechat.example.ie")
# Sys.setenv(DATAVERSE_KEY = "{{uuid:dataverse-api-token}}")   # Sorcha: use your own

files <- list.files("export/alto", pattern = "\\.xml$", full.names = TRUE)
lines <- lapply(files, function(f) {
  doc <- read_xml(f)
  xml_ns_strip(doc)
  data.frame(folio = sub("\\.xml$", "", basename(f)),
             n_lines = length(xml_find_all(doc, "//TextLine")))
})
stats <- bind_rows(lines) %>% arrange(desc(n_lines))
print(head(stats, 10))
