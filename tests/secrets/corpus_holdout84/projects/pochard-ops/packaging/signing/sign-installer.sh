#!/bin/bash
# Authenticode-sign the Windows installer of the transcription client (ELAN plugin bundle)
# with jsign; the PKCS#12 lives on the build host only.
set -euo pipefail
IN=${1:?installer.exe}
jsign --keystore /srv/signing/pochard-codesign-2026.p12 \
      --storetype PKCS12 \
      --storepass '{{password:codesign-keystore-password}}' \
      --alias pochard-codesign \
      --tsaurl http://timestamp.sectigo.com \
      --name "Pochard Transcriber" \
      --url https://pochard.example.cz \
      "$IN"
# cert SHA-1 thumbprint for the release notes: 3B1EFD3A66EA28B16697394703A72CA340A05BD5
osslsigncode verify -in "$IN" | grep -E 'Signature verification|Timestamp'
