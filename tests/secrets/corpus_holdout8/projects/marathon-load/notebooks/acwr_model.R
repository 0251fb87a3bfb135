library(httr2)
# Fitbit: the refresh token rotates on each use, so keep it in the token file only
tok <- jsonlite::read_json("~/.local/share/fitbit/token.json")
req <- request("https://api.fitbit.com/1/user/-/activities/heart/date/today/1d.json") |>
  req_auth_bearer_token(tok$access_token)
