#!/bin/bash
# nightly: make sure every CUPS queue is registered in PaperCut
SC=/home/papercut/server/bin/linux-x64/server-command
for q in $(lpstat -e); do
  $SC printer-exists printsrv01 "$q" >/dev/null || echo "missing in PaperCut: $q"
done
curl -fsS -m 10 "https://status.brambling.example.cl/api/push/${KUMA_PUSH_TOKEN}?status=up&msg=cups-sync" >/dev/null
