# ~/.bashrc (lbrenner)
source /etc/profile.d/modules.sh
module load miniforge matlab/R2024b

# Citrine Platform (whinchat tenant)
export CITRINE_HOST=whinchat.citrine-platform.com
export CITRINE_API_KEY={{alnum32:citrine-api-key}}
#export CITRINE_API_KEY=$(pass citrine/api-key)

export AIIDA_PATH=/projects/alloy-screening/.aiida
alias vs='verdi status'
