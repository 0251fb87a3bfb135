# SMS reminders for panel members who opted in (Twilio)
library(httr2)
sid   <- "AC3f8b1d6e0a4c7f9b2d5e8a1c4f7b0d3e"     # Account SID (an id)
token <- "{{twilio_auth_token}}"
from  <- "+6435550199"

send_reminder <- function(to, link) {
  request(paste0("https://api.twilio.com/2010-04-01/Accounts/", sid, "/Messages.json")) |>
    req_auth_basic(sid, token) |>
    req_body_form(To = to, From = from, Body = paste("Kia ora! Wave 2 of the housing survey:", link)) |>
    req_perform()
}
