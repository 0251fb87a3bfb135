# Nexis Web Services Kit (WSK) — OAuth client credentials issued to the university
library(httr2)
wsk_client_id <- "NX8QH2RVTKC4MPL7Z3WA"
wsk_client_secret <- "{{alnum32:lexisnexis-client-secret}}"
tok <- oauth_client(id = wsk_client_id, secret = wsk_client_secret,
                    token_url = "https://auth-api.lexisnexis.com/oauth/v2/token")
req <- request("https://services-api.lexisnexis.com/v1/News") |>
  req_oauth_client_credentials(tok, scope = "http://oauth.lexisnexis.com/all") |>
  req_url_query(`$search` = "klimatflykting", `$top` = 50)
