#!/bin/bash
# posting otomatis ringkasan pemakaian GPU bulanan ke blog
# Admin API key = id:secret (hex); JWT dibuat dari situ (https://ghost.org/docs/admin-api/#token-authentication)
GHOST_ADMIN_KEY="{{ghost_admin_key}}"
# Content API key (read-only, boleh di frontend -- ghost docs: safe to use in browser)
GHOST_CONTENT_KEY="22444f78447824223cefc48062"
id=${GHOST_ADMIN_KEY%%:*}; secret=${GHOST_ADMIN_KEY#*:}
python3 mkjwt.py "$id" "$secret" > /tmp/ghost.jwt
curl -s -H "Authorization: Ghost $(cat /tmp/ghost.jwt)" -H 'Content-Type: application/json' \
  -d @post.json https://blog.garganey.example.id/ghost/api/admin/posts/?source=html
