#!/bin/sh
# Stream the Friday seminar to the group's Twitch channel; the recording stays on our server.
ffmpeg -re -i "$1" -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -f tee -map 0:v -map 0:a \
  "[f=flv]rtmp://live.twitch.tv/app/live_{{alnum30:rtmp-stream-key}}|[f=flv]rtmp://media.vision.example.org/live/friday_seminar"
