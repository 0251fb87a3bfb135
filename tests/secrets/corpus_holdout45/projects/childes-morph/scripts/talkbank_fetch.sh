#!/bin/bash
# Fetch protected CHILDES media (audio) for a corpus path, e.g. Eng-NA/Brown.
# TalkBank media for some corpora needs a login; ours is the lab account.
set -eu
corpus=$1
TB_USER=mkovacevic
TB_PASS='{{password:talkbank-password}}'
wget -r -np -nH --cut-dirs=2 -A '*.mp3,*.wav' \
     --user="$TB_USER" --password="$TB_PASS" \
     "https://media.talkbank.org/childes/${corpus}/" -P /scratch/mkovacevic/media
# transcripts are open: https://git.talkbank.org/childes/data/${corpus}.zip
