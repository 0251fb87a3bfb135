# Send an SMS to the duty hydrologist when Banagher passes the amber threshold.
library(httr)
library(DBI)

account_sid <- "AC3f9b7e21c04d5a86b0e2f4c19d7a6b58"
auth_token  <- Sys.getenv("TWILIO_AUTH_TOKEN", "{{twilio_auth_token:twilio-auth-token}}")
from_number <- "+353861234567"
duty        <- c("+353870000000", "+353850000001")

con <- dbConnect(RPostgres::Postgres(), service = "gauges")
lvl <- dbGetQuery(con, "select value from readings where station = '25017' and parameter = 'level' order by ts desc limit 1")$value
dbDisconnect(con)

amber <- 39.10  # m OD Malin
if (length(lvl) == 1 && lvl > amber) {
  for (to in duty) {
    r <- POST(
      sprintf("https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", account_sid),
      authenticate(account_sid, auth_token),
      body = list(To = to, From = from_number,
                  Body = sprintf("Banagher %.2f m OD above amber (%.2f)", lvl, amber)),
      encode = "form"
    )
    stop_for_status(r)
  }
}
