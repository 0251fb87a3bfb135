# .bashrc — Daniel Okafor
module load python/3.11 cuda/12.2
export HF_HOME=/scratch/dokafor/hf
export COURTLISTENER_API_TOKEN={{hex40:courtlistener-api-token}}
# export COURTLISTENER_API_TOKEN="your-token-here"
export OPENAI_API_KEY={{openai}}
alias gpu='srun -p gpu --gres=gpu:a100:1 -c 8 --mem=64G -t 4:00:00 --pty bash'
