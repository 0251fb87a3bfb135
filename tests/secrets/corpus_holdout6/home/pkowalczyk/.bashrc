# .bashrc
if [ -f /etc/bashrc ]; then
    . /etc/bashrc
fi
module load vasp/6.4.2-gpu python/3.11
export MP_API_KEY={{alnum32:materials-project-api-key}}
export NOMAD_CLIENT_USER=pkowalczyk
# NOMAD password is asked by nomad client when not set
export VASP_PP_PATH=/apps/vasp
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
