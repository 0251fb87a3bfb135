#!/bin/bash
# The dashboard is published through a Cloudflare tunnel run by Plover IT.
npm ci && npm run build
sudo cloudflared service install {{cloudflared_token}}
