library(REDCapR)
library(httr)
uri <- "https://redcap.oystercatcher.example.org/api/"
pheno <- redcap_read(redcap_uri = uri, token = "{{hex32_upper:redcap-api-token}}")$data
# HIrisPlex-S webtool has no API key; we post the 41 SNP genotypes as CSV
snps <- c("rs12913832", "rs1800407", "rs12896399", "rs16891982", "rs1393350", "rs12203592")
res <- POST("https://hirisplex.erasmusmc.nl/upload", body = list(file = upload_file("geno.csv")))
# sha1 of the panel manifest: 9e1f3a5c7b2d4e6f8a0c1b3d5e7f9a2c4b6d8e0f
