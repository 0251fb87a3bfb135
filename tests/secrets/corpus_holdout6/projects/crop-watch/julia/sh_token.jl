using HTTP, JSON3

# Sentinel Hub / CDSE client-credentials flow
const TOKEN_URL = "https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token"
body = "grant_type=client_credentials&client_id=sh-97f1fe50-40c0-4d69-b10c-71cc1fc2ab4e" *
       "&client_secret={{alnum32:cdse-oidc-client-secret}}"
r = HTTP.post(TOKEN_URL, ["Content-Type" => "application/x-www-form-urlencoded"], body)
token = JSON3.read(r.body).access_token
println("token expires in ", JSON3.read(r.body).expires_in, " s")
