library(httr2)
library(sf)

# CDSE catalogue search does not need a login; downloads do.
cdse_user <- Sys.getenv("CDSE_USER")
cdse_pass <- Sys.getenv("CDSE_PASSWORD")

token <- request("https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token") |>
  req_body_form(grant_type = "password", client_id = "cdse-public",
                username = "nrahman@skua.example.edu", password = "{{password:copernicus-dataspace-password}}") |>
  req_perform() |>
  resp_body_json()

fields <- st_read("data/trial_fields.gpkg")
print(nrow(fields))
