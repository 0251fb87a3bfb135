# azulu
module load cuda/12.4 python/3.11
source ~/venvs/malaria/bin/activate
export HF_HOME=/scratch/azulu/hf
export HF_TOKEN={{hf:huggingface-token}}
export WANDB_PROJECT=malaria-seasonal
export WANDB_ENTITY=chiffchaff-epi
# Africa's Talking (SMS to the district teams when the forecast is out)
export AT_USERNAME=chiffchaff-epi
export AT_API_KEY={{africastalking_key:africastalking-api-key}}
