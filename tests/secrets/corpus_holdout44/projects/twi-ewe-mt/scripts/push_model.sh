#!/bin/bash
# push the best checkpoint, converted to HF format
python convert_fairseq_to_hf.py ckpt/tw-ee/checkpoint_best.pt hf-out/
huggingface-cli upload woodcock-mt/tw-ee-transformer hf-out/ --token "$(cat ~/.cache/huggingface/token)"
# example from the docs, not ours: --token hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
