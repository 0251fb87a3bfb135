#!/bin/bash
# gated models need the licence accepted on the Hub under jostrowski's account first
set -e
export HF_HOME=/mnt/lustre/projects/orzeczenia-nlp/hf-cache
huggingface-cli download meta-llama/Llama-3.1-8B-Instruct \
  --local-dir llama31-8b --token {{hf}}
huggingface-cli download google/gemma-2-9b-it --local-dir gemma2-9b --token "$HF_TOKEN"
# the old read token (hf_...Qx) was revoked after the workshop demo
