# ~/.bashrc — Lerato Mokoena (South African Sign Language recognition)
module load CUDA/12.4 OpenPose/1.7.0-cuda12 FFmpeg/6.1
export OPENPOSE_MODELS=/sw/openpose/1.7.0/models
export MEDIAPIPE_MODELS=/projects/sasl-recognition/models/mediapipe
export YOUTUBE_API_KEY={{google_api_key}}
export NEPTUNE_PROJECT=lmokoena/sasl
export NEPTUNE_API_TOKEN={{neptune}}
