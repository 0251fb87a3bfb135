# ~/.bashrc -- igoikoetxea
[ -f /etc/bashrc ] && . /etc/bashrc

export EARTHDATA_USERNAME=igoikoetxea
# token lives in its own file, do NOT paste it here again
export EARTHDATA_TOKEN="$(cat ~/.config/edl/token 2>/dev/null)"
export EARTHDATA_PASSWORD="$(pass show nasa/edl 2>/dev/null)"
export ISCE_HOME=/opt/isce2/2.6.3/lib/python3.11/site-packages/isce
export PATH=$ISCE_HOME/bin:$ISCE_HOME/applications:$PATH
export OMP_NUM_THREADS=8

alias sq='squeue -u igoikoetxea -o "%.10i %.30j %.8T %.10M %R"'
alias topsls='ls -lh /scratch/igoikoetxea/tops/*/merged/'
# git rev the stack was processed with
export INSAR_PIPELINE_REV=4f1c2a9e07b3d58e61a0c9f2b7d4e13a85c6f0d2
