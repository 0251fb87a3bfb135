# Cave air and drip loggers (HOBO MX2301A, RX3000 station at the entrance) via HOBOlink REST
library(httr2)

token <- request("https://webservice.hobolink.com/ws/auth/token") |>
  req_body_form(grant_type = "client_credentials",
                client_id = Sys.getenv("HOBOLINK_CLIENT_ID"),
                client_secret = Sys.getenv("HOBOLINK_CLIENT_SECRET")) |>
  req_perform() |>
  resp_body_json()

obs <- request(sprintf("https://webservice.hobolink.com/ws/data/file/JSON/user/%s",
                       Sys.getenv("HOBOLINK_USER_ID"))) |>
  req_url_query(loggers = "21079843,21079851", start_date_time = "2025-10-01 00:00:00") |>
  req_auth_bearer_token(token$access_token) |>
  req_perform() |>
  resp_body_json()
