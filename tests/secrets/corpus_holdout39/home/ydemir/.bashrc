# ydemir
module load cuda/12.4 apptainer
export NGC_API_KEY={{nvapi}}
export NGC_CLI_ORG=willet-fl
export CLEARML_CONFIG_FILE=$HOME/clearml.conf
export MONAI_DATA_DIRECTORY=/projects/fl-prostate/data
alias flstat='nvflare job list -n 5'
