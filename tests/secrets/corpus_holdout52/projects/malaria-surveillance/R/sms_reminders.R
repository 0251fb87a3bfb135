# Twilio reminders for follow-up visits
Sys.setenv(TWILIO_SID = "AC3f9b2c7d1e4a5b6c8d9e0f1a2b3c4d5e")
Sys.setenv(TWILIO_TOKEN = "{{twilio_auth_token}}")
library(twilio)
tw_send_message(to = "+233200000000", from = "+31970102030", body = "Reminder: day-28 visit")
