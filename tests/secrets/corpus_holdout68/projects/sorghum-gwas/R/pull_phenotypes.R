# Phenotypes of the Goldcrest sorghum diversity panel from our Breedbase (BrAPI v2)
library(QBMS)
set_qbms_config("https://sorghumbase.goldcrest.example.sg/", engine = "breedbase", brapi_ver = "v2")
# login_breedbase()   # interactive pop-up, does not work under Rscript on the cluster
login_breedbase("twojcik", "{{password:breedbase-password}}")

set_crop("sorghum")
set_program("Goldcrest Diversity Panel")
set_trial("GDP-2024-wet")
set_study("GDP-2024-wet-Lim Chu Kang")
pheno <- get_study_data()
write.csv(pheno, "data/pheno_GDP-2024-wet.csv", row.names = FALSE)
