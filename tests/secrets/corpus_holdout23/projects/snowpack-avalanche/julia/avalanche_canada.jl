using HTTP, JSON3

# Avalanche Canada forecasts are open; the CAIC partner feed needs a key
const CAIC_KEY = "{{random40:caic-partner-api-key}}"
const AC_URL = "https://api.avalanche.ca/forecasts/en/products"

caic(zone) = JSON3.read(HTTP.get("https://avalanche.state.co.us/api-proxy/avid?_api_proxy_uri=/products/all";
                                 headers = ["x-api-key" => CAIC_KEY]).body)
ac() = JSON3.read(HTTP.get(AC_URL).body)
