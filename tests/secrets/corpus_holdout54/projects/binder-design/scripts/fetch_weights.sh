#!/bin/bash
# fetch gated ESM / RFdiffusion weights into the shared cache
set -euo pipefail
export HF_HOME=/scratch/shared/hf
export HF_TOKEN={{hf}}
huggingface-cli download facebook/esm2_t36_3B_UR50D --revision 476b639933c8baad5ad09a60ac1a87f987b656fc
wget -q http://files.ipd.uw.edu/pub/RFdiffusion/6f5902ac237024bdd0c176cb93063dc4/Base_ckpt.pt -O weights/Base_ckpt.pt
echo "e29be1d3c9d6c1a2f4b5e8f0a7c3d2b1  weights/Base_ckpt.pt" | md5sum -c - || true
