library(googlesheets4)
library(gargle)
# gargle: bring your own OAuth client, downloaded from the Cloud console
client <- gargle::gargle_oauth_client_from_json("deploy/client_secret_sheets.json")
gs4_auth_configure(client = client)
gs4_auth(email = "kboateng@eider.example.edu", cache = "~/.cache/gargle")
ss <- "1q8Zc3Kx9vB2nM4pR7tW0yA5dF6gH1jL3kS8uE2iO9aQ"  # sheet id, not a secret
