#!/bin/bash
# Azure AI Speech (westeurope) short-audio REST, gl-ES locale
SPEECH_KEY={{hex32:azure-speech-key}}
SPEECH_REGION=westeurope
for f in clips_wav/*.wav; do
  curl -s -X POST "https://${SPEECH_REGION}.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1?language=gl-ES&format=detailed" \
    -H "Ocp-Apim-Subscription-Key: ${SPEECH_KEY}" -H "Content-Type: audio/wav; codecs=audio/pcm; samplerate=16000" \
    --data-binary @"$f" > "out/azure/$(basename "$f" .wav).json"
done
