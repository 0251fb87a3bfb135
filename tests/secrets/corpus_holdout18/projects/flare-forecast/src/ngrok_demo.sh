#!/bin/sh
# expose the forecast dashboard for the review panel, one afternoon only
ngrok config add-authtoken {{ngrok}}
ngrok http 8050 --basic-auth "panel:$PANEL_PW"
