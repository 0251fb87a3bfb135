export PATH="$HOME/bin:$PATH"
export TWILIO_ACCOUNT_SID=AC4e2a7d9c1b3f5e8a0d6c2b9f7e1a3c5d
export TWILIO_AUTH_TOKEN={{hex32:twilio-auth-token}}
export TWILIO_API_KEY={{twilio_api_key}}
export PUSHOVER_USER=uQiRzpo4DXghDmr9QzzfQu27cmVRsG
export PUSHOVER_TOKEN={{pushover:pushover-app-token}}
export ASTROMETRY_API_KEY=$(cat ~/.astrometry/apikey)
