# .bashrc — kingfisher login nodes
[ -f /etc/bashrc ] && . /etc/bashrc
module load 2024 netCDF-Fortran/4.6.1-gompi-2024a
export WRF_HYDRO_HOME=/projects/rijn-flood/wrf_hydro
export KNMI_API_KEY={{knmi_key}}
# Earthdata bearer token for GPM IMERG (valid 60 days, renewed 2025-03-02)
export EARTHDATA_TOKEN="{{earthdata_token}}"
# NWM retrospective on AWS is open data, no keys needed
export AWS_NO_SIGN_REQUEST=YES
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
export PS1='[\u@\h \W]\$ '
