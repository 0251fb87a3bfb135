# 90-day follow-up reminders by SMS (Twilio), only for participants who opted in
library(httr)

sid <- "AC4f9e2b7c1d3a58e60b9c7d2f1e4a8b36"
auth_token <- "{{twilio_auth_token}}"
from <- "+35315550123"

send_sms <- function(to, body) {
  POST(
    sprintf("https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", sid),
    authenticate(sid, auth_token),
    body = list(To = to, From = from, Body = body),
    encode = "form"
  )
}
