# In-Situ HydroVu: Aqua TROLL 500 sondes at the Unica and Malni springs
library(httr2)

client <- oauth_client(
  id = "curlew-karst-hydrovu",
  secret = "{{random40:hydrovu-client-secret}}",
  token_url = "https://www.hydrovu.com/public-api/oauth/token",
  name = "hydrovu"
)

req <- request("https://www.hydrovu.com/public-api/v1/locations/list") |>
  req_oauth_client_credentials(client)
locs <- resp_body_json(req_perform(req))
# location ids look like 5714183629029376; parameter 1 = temperature, 4 = specific conductivity
