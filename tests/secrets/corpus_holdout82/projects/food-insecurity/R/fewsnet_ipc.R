library(httr)
# FEWS NET Data Warehouse: IPC classifications (basic auth with the FDW account)
fdw <- "https://fdw.fews.net/api/ipcphase/"
r <- GET(fdw, authenticate("nzungu@shoveler.example.za", "{{password:fewsnet-password}}"),
         query = list(country_code = "MZ", format = "json", collection_date_after = "2023-01-01"))
stop_for_status(r)
ipc <- content(r, as = "parsed")
# dataset id for the market prices table: 8d2e6a1c-4f3b-4c5d-9e7f-0a1b2c3d4e5f
