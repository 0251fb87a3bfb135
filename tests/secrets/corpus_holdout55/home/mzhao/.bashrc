# Mei-Ling Zhao
module load python/3.12 cuda/12.4 apptainer/1.3
export PMG_CONFIG_FILE=$HOME/.config/.pmgrc.yaml
export AIIDA_PATH=$HOME/.aiida
# NGC key for nvcr.io pulls (apptainer remote login / docker login with user $oauthtoken)
export NGC_API_KEY={{nvapi}}
export APPTAINER_DOCKER_USERNAME='$oauthtoken'
export APPTAINER_DOCKER_PASSWORD=$NGC_API_KEY
