library(rentrez)
# The key lives in ~/.Renviron as NCBI_API_KEY; this script was shared before it moved there.
Sys.setenv(ENTREZ_KEY = "{{ncbi:ncbi-api-key}}")
set_entrez_key(Sys.getenv("NCBI_API_KEY"))
runs <- entrez_search(db = "sra", term = "PRJNA257197[BioProject]", retmax = 200)
