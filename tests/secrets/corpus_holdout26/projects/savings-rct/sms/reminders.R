# Weekly SMS savings reminders to treatment arm T2 via Twilio
library(httr2)

sid <- "AC3f9e1c7a5b2d4e6f8a0c1b3d5e7f9a2b"   # account SID, an id
tok <- "{{hex32:twilio-auth-token}}"
from <- "+254700123456"

send_sms <- function(to, body) {
  request(paste0("https://api.twilio.com/2010-04-01/Accounts/", sid, "/Messages.json")) |>
    req_auth_basic(sid, tok) |>
    req_body_form(To = to, From = from, Body = body) |>
    req_perform()
}
