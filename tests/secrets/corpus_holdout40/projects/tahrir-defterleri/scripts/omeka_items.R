library(httr2)
base <- "https://defter.killdeer.example.org/api"
key_identity <- "{{alnum32:omeka-s-key-identity}}"
key_credential <- "{{alnum32:omeka-s-key-credential}}"
req <- request(paste0(base, "/items")) |>
  req_url_query(key_identity = key_identity, key_credential = key_credential,
                `property[0][property]` = "dcterms:identifier",
                `property[0][type]` = "eq", `property[0][text]` = "TT166")
items <- req |> req_perform() |> resp_body_json()
