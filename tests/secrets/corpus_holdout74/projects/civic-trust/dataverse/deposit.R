library(dataverse)
Sys.setenv("DATAVERSE_SERVER" = "dataverse.dunnock.example.nz")
Sys.setenv("DATAVERSE_KEY" = "{{uuid:dataverse-api-token}}")

ds <- get_dataset("doi:10.80211/DVN/T3RM9A")
add_dataset_file(file = "out/civic_trust_clean.csv", dataset = "doi:10.80211/DVN/T3RM9A",
                 description = "cleaned responses, pseudonymised worker ids")
# Harvard's demo server key for the workshop was "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (placeholder)
