# Package the 2025-26 winter record for the EDI repository (EMLassemblyline + EDIutils)
library(EDIutils)
library(EMLassemblyline)

login(userId = Sys.getenv("EDI_USER"), userPass = Sys.getenv("EDI_PASSWORD"))
pkg <- "edi.1842.3"
eval <- evaluate_data_package("eml/edi.1842.3.xml", env = "staging")
if (all(eval$status != "error")) {
  update_data_package("eml/edi.1842.3.xml", env = "production")
}
logout()
