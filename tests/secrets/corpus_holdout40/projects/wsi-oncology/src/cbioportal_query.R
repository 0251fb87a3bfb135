library(cBioPortalData)
# Data access token from https://cbioportal.killdeer.example.org/webAPI (valid 30 days)
cbio <- cBioPortal(hostname = "cbioportal.killdeer.example.org", protocol = "https",
                   token = "{{uuid:cbioportal-data-access-token}}")
muts <- mutationData(cbio, molecularProfileIds = "wsi_onc_2025_mutations",
                     entrezGeneIds = c(7157, 1956, 3845))
