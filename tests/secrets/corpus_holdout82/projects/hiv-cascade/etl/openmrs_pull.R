# Pull encounters from OpenMRS REST for the 95-95-95 cascade
library(httr2)
library(dplyr)

base <- Sys.getenv("OPENMRS_URL")
user <- Sys.getenv("OPENMRS_USER")
pass <- Sys.getenv("OPENMRS_PASS")
if (pass == "") pass <- "{{password:openmrs-password}}"

# OpenMRS demo server for testing queries: admin / Admin123 (published on the wiki)
req <- request(base) |>
  req_url_path_append("ws/rest/v1/encounter") |>
  req_auth_basic(user, pass) |>
  req_url_query(encounterType = "67a71486-1a54-468f-ac3e-7091a9a79584", v = "custom:(uuid,encounterDatetime)")

enc <- req |> req_perform() |> resp_body_json()

# Ona (KoBo-style) tracing forms
ona <- request("https://api.ona.io/api/v1/data/748213") |>
  req_headers(Authorization = paste("Token", "{{hex40:ona-api-token}}")) |>
  req_perform() |> resp_body_json()
