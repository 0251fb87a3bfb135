# ~/.bashrc — Tevita Fifita (Tonga arc seismicity)
module load Miniforge3 SeisComP/6.6.2
export SEISCOMP_ROOT=/opt/seiscomp
export PATH=$SEISCOMP_ROOT/bin:$PATH
# earthscope-sdk picks this up on the cluster where the browser login cannot run
export ES_OAUTH2__REFRESH_TOKEN={{refresh_token:earthscope-refresh-token}}
export ES_OAUTH2__CLIENT_ID=b9DtAFBd6ofjL2fNtg7JotTuUfkUxkWu
export OBSPY_EIDA_TOKEN=$HOME/.eidatoken
