module load matlab/R2024b mne/1.8.0
openneuro-py download --dataset=ds004398 --target-dir=/proj/meg-attention/sourcedata/ds004398
export OPENNEURO_API_KEY={{openneuro_key}}
deno run -A jsr:@openneuro/cli upload --affirmDefaced /proj/meg-attention/bids
bids-validator /proj/meg-attention/bids --verbose
datalad get sub-012/meg/sub-012_task-attn_meg.fif
git annex whereis sub-012/meg/sub-012_task-attn_meg.fif
# SHA256E-s2147483648--9c1e4b7a2d6f08e3b5a1c7d9e2f4a6b8c0d1e3f5a7b9c2d4e6f8a0b1c3d5e7f9.fif
git remote add gin https://mfigueira:{{hex40:gin-access-token}}@gin.g-node.org/redstart-meg/meg-attention.git
mne sys_info
