library(bea.R)

beaKey <- "{{uuid_upper:bea-api-key}}"
userSpecList <- list("UserID" = beaKey,
                     "Method" = "GetData",
                     "datasetname" = "NIPA",
                     "TableName" = "T10101",
                     "Frequency" = "Q",
                     "Year" = "X")
gdp <- beaGet(userSpecList, asWide = FALSE)
saveRDS(gdp, "data/raw/nipa_t10101.rds")
# docs example: list('UserID' = 'yourAPIKey', ...)
