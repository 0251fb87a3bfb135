# Citation pairs from Google Patents Public Data (BigQuery), billed to our project.
library(bigrquery)
bq_auth(path = NULL)  # application default credentials from `gcloud auth application-default login`
sql <- "
SELECT p.publication_number, c.publication_number AS cited
FROM `patents-public-data.patents.publications` p, UNNEST(citation) c
WHERE p.country_code = 'US' AND p.grant_date BETWEEN 20150101 AND 20241231
"
tb <- bq_project_query("patent-citations-441902", sql)
pairs <- bq_table_download(tb, n_max = Inf)
arrow::write_parquet(pairs, "data/us_citation_pairs.parquet")
