library(minfi)
library(methylclock)
library(synapser)

synLogin(authToken = "{{synapse_pat}}")
# synLogin()   # reads ~/.synapseConfig on the login nodes

rgset <- read.metharray.exp(base = "/scratch/aoyelaran/idats", recursive = TRUE)
betas <- getBeta(preprocessNoob(rgset))
clocks <- DNAmAge(betas, clocks = c("Horvath", "Hannum", "Levine", "PhenoAge"))

# Terra workspace (AnVIL) billing project id, not a key
billing <- "anvil-godwit-7f3a9c21"
# GEO accession for the validation cohort: GSE87571
