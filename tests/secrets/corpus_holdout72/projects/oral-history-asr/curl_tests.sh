#!/bin/sh
# smoke tests for the vendors
# Deepgram docs: -H "Authorization: Token YOUR_DEEPGRAM_API_KEY"
curl -s https://api.deepgram.com/v1/projects -H "Authorization: Token ${DEEPGRAM_API_KEY}"
# AssemblyAI: account check
curl -s https://api.eu.assemblyai.com/v2/transcript?limit=1 -H "authorization: ${ASSEMBLYAI_API_KEY:?set it}"
