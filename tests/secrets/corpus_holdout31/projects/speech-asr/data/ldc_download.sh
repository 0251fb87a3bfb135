#!/bin/bash
# Fetch the licensed corpora (LDC2002S09 Switchboard-1 Release 2 is already on disk)
# LDC catalog login; the download links are per-order
LDC_USER=jweber
LDC_PASS='{{password:ldc-password}}'
for order in 2026-0458 2026-0461; do
  curl -sS -c cookies.txt -d "user[email]=${LDC_USER}@turnstone.example.org" \
       -d "user[password]=${LDC_PASS}" https://catalog.ldc.upenn.edu/login >/dev/null
  curl -sS -b cookies.txt -O "https://catalog.ldc.upenn.edu/download/${order}"
done
sha256sum LDC2026*.tgz
