# Unit4 ERP (finance): project numbers for the compute-time invoices
library(httr)
u4_user <- "WIGEON_SVC"
u4_pass <- "{{password:unit4-service-password}}"
r <- GET("https://erp.wigeon.example.nl/BusinessWorld-webapi/v1/projects",
         authenticate(u4_user, u4_pass), query = list(companyId = "WG"))
projects <- content(r)
