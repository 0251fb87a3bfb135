library(httr2)

# pyzotero-style group library; the key needs write access to group 5239017
zotero_key <- Sys.getenv("ZOTERO_API_KEY")  # set in ~/.bashrc

req <- request("https://api.zotero.org/groups/5239017/items") |>
  req_headers(`Zotero-API-Version` = "3", `Zotero-API-Key` = zotero_key) |>
  req_url_query(itemType = "letter", limit = 100)
items <- req |> req_perform() |> resp_body_json()

omeka <- request("https://letters.treecreeper.example.fi/api/items") |>
  req_url_query(key_identity = "{{alnum32:omeka-s-key-identity}}",
                key_credential = "{{alnum32:omeka-s-key-credential}}")
