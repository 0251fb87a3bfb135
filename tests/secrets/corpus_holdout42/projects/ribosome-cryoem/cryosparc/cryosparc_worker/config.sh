export CRYOSPARC_LICENSE_ID="{{cryosparc_license}}"
export CRYOSPARC_USE_GPU=true
export CRYOSPARC_CUDA_PATH="/usr/local/cuda-12.2"
export CRYOSPARC_DEVELOP=false
