#!/bin/bash
# Text the on-call person when the Krios autoloader dewar runs low (cron, every 10 min).
TWILIO_ACCOUNT_SID=AC7bbb4f05cf80ff8b7e715f9bc52e3692
TWILIO_AUTH_TOKEN={{hex32:twilio-auth-token}}
FROM=+15005550006
TO=$(cat ~/.oncall_number)

level=$(curl -s http://krios-mon.bio.example.edu/api/ln2/level)
if [ "${level%.*}" -lt 20 ]; then
  curl -s -X POST "https://api.twilio.com/2010-04-01/Accounts/${TWILIO_ACCOUNT_SID}/Messages.json" \
    --data-urlencode "Body=Krios LN2 at ${level}% - refill autoloader dewar" \
    --data-urlencode "From=${FROM}" --data-urlencode "To=${TO}" \
    -u "${TWILIO_ACCOUNT_SID}:${TWILIO_AUTH_TOKEN}"
fi
