# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export APPTAINER_CACHEDIR=/scratch/btran/.apptainer
export NGC_API_KEY={{nvapi:nvidia-api-key}}
export NGC_CLI_ORG=puffin-biodesign
export AF3_WEIGHTS=/project/binder-design/weights/af3/af3.bin.zst
alias sq='squeue -u btran -o "%.10i %.20j %.8T %.10M %R"'
