# Register the Camtrap DP package as a GBIF dataset (occurrence core) via the registry API.
library(httr)
library(jsonlite)

gbif_user <- "wkamau"
gbif_pwd  <- "{{password:gbif-password}}"
publisher <- "8f5c4a1e-2b3d-4c5e-9f6a-7b8c9d0e1f2a"   # Jacana's publishing organisation key
installation <- "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809"

body <- list(
  publishingOrganizationKey = publisher,
  installationKey = installation,
  type = "OCCURRENCE",
  title = "Camera traps of the Mara conservancies, 2026",
  language = "eng"
)
r <- POST("https://api.gbif.org/v1/dataset",
          authenticate(gbif_user, gbif_pwd),
          body = toJSON(body, auto_unbox = TRUE), content_type_json())
stop_for_status(r)
cat("dataset key:", content(r), "\n")
