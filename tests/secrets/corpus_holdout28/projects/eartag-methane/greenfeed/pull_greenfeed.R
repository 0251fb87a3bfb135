# C-Lock GreenFeed: daily CH4/CO2 visits for units 712 and 713
library(httr2)
library(readr)

login <- request("https://portal.c-lockinc.com/api/login") |>
  req_body_form(user = "moliveira", pass = "{{password:greenfeed-password}}") |>
  req_perform()
token <- resp_body_string(login)

visits <- request("https://portal.c-lockinc.com/api/getemails") |>
  req_body_form(token = token, d = "visits", fids = "712,713", st = "2025-05-01", et = "2025-05-31") |>
  req_perform() |>
  resp_body_string()
write_file(visits, "data/greenfeed/visits_2025-05.csv")
