# Genomic selection training set: phenotypes from Cassavabase and our Breedbase mirror over BrAPI v2
library(QBMS)
library(BrAPI)

set_qbms_config("https://cassavabase.org/", engine = "breedbase", brapi_ver = "v2")
login_breedbase("kasante", "{{password:breedbase-password}}")
set_crop("Cassava")
trials <- list_trials()

# local mirror: the token from POST /brapi/v2/token (expires after a week)
willet <- brapi_connect(secure = TRUE, db = "cassava.willet.example.org", crop = "Cassava",
                        apipath = "brapi/v2",
                        token = "{{random40:breedbase-brapi-token}}")
germplasm <- brapi_get_germplasm(willet, pageSize = 1000)
# germplasmDbId 38878 (TMEB419) is the check clone
