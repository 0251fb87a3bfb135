# ~/.bashrc -- fgruber @ pipit login nodes
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
module load cuda/12.4 miniforge3/24.3

# experiment trackers (cloth-manip)
export COMET_WORKSPACE=pipit-robotics
export COMET_PROJECT_NAME=cloth-folding
# key lives in ~/.comet.config, don't export it here again (Florian, 2025-02)
#export COMET_API_KEY=<see ~/.comet.config>
export NEPTUNE_PROJECT="pipit-robotics/cloth-manip"
export NEPTUNE_API_TOKEN="{{neptune}}"
export MLFLOW_TRACKING_URI=https://mlflow.pipit.example.at
export MLFLOW_TRACKING_USERNAME=fgruber
export MLFLOW_TRACKING_PASSWORD='{{password:mlflow-tracking-password}}'

# clearml reads ~/clearml.conf
export CLEARML_CONFIG_FILE=$HOME/clearml.conf

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gl='git log --oneline -n 15'
# last good policy checkpoint, commit 3f9d2c1e8b7a6054d1c2e3f4a5b6c7d8e9f0a1b2
