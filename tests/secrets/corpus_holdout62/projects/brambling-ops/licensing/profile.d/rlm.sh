# /etc/profile.d/rlm.sh on login and compute nodes
export RLM_LICENSE=5053@licsrv01.brambling.example.cl
export TECPLOT_LICENSE=5053@licsrv01.brambling.example.cl
# client authentication for the tecplot ISV server (RLM v13+), same account for everyone
export RLMAUTH=hpcuser:{{password:rlm-client-auth-password}}
