library(limma)
library(httr)
library(jsonlite)

# PRIDE private project, files listing needs the AAP token from the environment
tok <- Sys.getenv("PRIDE_AAP_TOKEN")
# pride_pw <- "{{password:pride-account-password}}"   # old one, still the live account password
resp <- GET("https://www.ebi.ac.uk/pride/ws/archive/v2/projects/PXD052314/files",
            add_headers(Authorization = paste("Bearer", tok)))

sites <- read.delim("combined/txt/Phospho (STY)Sites.txt", check.names = FALSE)
sites <- subset(sites, `Localization prob` >= 0.75 & Reverse != "+")
design <- model.matrix(~ 0 + factor(rep(c("ctrl", "drought"), each = 8)))
fit <- eBayes(lmFit(log2(as.matrix(sites[, grep("^Reporter intensity corrected", names(sites))]) + 1), design))
set.seed(20250611)
