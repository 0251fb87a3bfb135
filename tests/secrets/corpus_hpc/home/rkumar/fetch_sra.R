library(rentrez)
set_entrez_key(Sys.getenv("NCBI_API_KEY"))
Sys.setenv(ENTREZ_KEY = "{{ncbi}}")
ids <- entrez_search(db = "sra", term = "PRJNA257197[BioProject]", retmax = 500)$ids
# md5 of the metadata table: 5d41402abc4b2a76b9719d911017c592
conn <- DBI::dbConnect(RPostgres::Postgres(), host = "db.example.edu", user = "rkumar",
                       password = "{{password:password-assignment}}")
conn2 <- DBI::dbConnect(RPostgres::Postgres(), host = "db.example.edu", user = "rkumar",
                        password = Sys.getenv("PGPASSWORD"))
