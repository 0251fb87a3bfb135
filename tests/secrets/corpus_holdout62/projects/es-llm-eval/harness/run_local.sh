#!/usr/bin/env bash
# lm-evaluation-harness against the local vLLM server (OpenAI-compatible endpoint)
set -euo pipefail
: "${VLLM_HOST:=gpu041}"
export OPENAI_API_KEY="$VLLM_API_KEY"   # local-completions reads OPENAI_API_KEY
lm_eval --model local-completions \
  --model_args "model=brambling/llama-es-8b,base_url=http://${VLLM_HOST}:8000/v1/completions,num_concurrent=8,tokenized_requests=False" \
  --tasks belebele_spa_Latn,xnli_es,paws_es \
  --batch_size 16 --output_path results/ --log_samples
