# Tally CPIC phenotypes per gene from the PharmCAT JSON reports (Terra + RAP runs)
library(jsonlite)
library(dplyr)
library(bigrquery)

# BigQuery auth: gcloud ADC on the cluster (bq_auth() finds it); no key file here
bq_auth(path = Sys.getenv("GOOGLE_APPLICATION_CREDENTIALS", unset = NA))
reports <- list.files("results", pattern = "report.json$", full.names = TRUE, recursive = TRUE)
pheno <- bind_rows(lapply(reports, function(f) {
  r <- fromJSON(f, simplifyVector = FALSE)
  tibble(sample = r$matcherMetadata$inputFilename,
         gene = names(r$genes$CPIC),
         phenotype = vapply(r$genes$CPIC, function(g) g$sourceDiplotypes[[1]]$phenotypes[[1]] %||% NA_character_, ""))
}))
count(pheno, gene, phenotype) |> arrange(gene, desc(n)) |> readr::write_tsv("results/cpic_tally.tsv")
# upload to the shared dataset: project terra-goldcrest-pgx, dataset pgx_sg10k, job labels only
bq_table_upload(bq_table("terra-goldcrest-pgx", "pgx_sg10k", "cpic_tally"), pheno, write_disposition = "WRITE_TRUNCATE")
