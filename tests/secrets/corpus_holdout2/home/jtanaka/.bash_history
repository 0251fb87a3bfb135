module load cuda/12.4 python/3.11
source ~/envs/ft/bin/activate
huggingface-cli login --token {{hf:huggingface-token}} --add-to-git-credential
huggingface-cli download meta-llama/Llama-3.1-8B-Instruct --revision 0e9e39f249a16976918f6564b8830bc894c89659 --local-dir /project/llm-ft/models/llama31-8b
export HF_TOKEN=$(cat ~/.cache/huggingface/token)
wandb login {{wandb:wandb-api-key}}
wandb login --relogin
export OPENAI_API_KEY={{openai:openai-key}}
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:ngc-api-key}}
apptainer pull docker://nvcr.io/nvidia/pytorch:24.05-py3
sha256sum /project/llm-ft/models/llama31-8b/model-00001-of-00004.safetensors
vllm serve /project/llm-ft/models/llama31-8b --port 8011 --api-key {{b64url43:vllm-api-key}}
curl -s http://gpu-b03:8011/v1/models -H "Authorization: Bearer $VLLM_API_KEY"
export CUDA_VISIBLE_DEVICES=0,1,2,3
sbatch --array=0-7 /project/llm-ft/train/sft_llama.sbatch
sacct -j 8823001 --format=JobID,State,Elapsed,MaxRSS
