# .bashrc (pnowicki)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
# statsbombpy reads these two
export SB_USERNAME=piotr.nowicki@crossbill.example.pl
export SB_PASSWORD='{{password:statsbomb-password}}'
export SB_CORES=8
export MLFLOW_TRACKING_URI=https://mlflow.crossbill.example.pl
export MLFLOW_TRACKING_USERNAME=pnowicki
export MLFLOW_TRACKING_PASSWORD=$(pass show crossbill/mlflow)
