# ~/.bashrc (wkamau)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 cuda/12.4 azure-cli/2.64
export MD_ROOT=/projects/camtrap-mara/MegaDetector
export PYTHONPATH=$MD_ROOT:$PYTHONPATH
export GOOGLE_APPLICATION_CREDENTIALS=$HOME/keys/wi-uploader-sa.json
export LABEL_STUDIO_URL=https://labels.jacana.example.org
export LABEL_STUDIO_API_KEY={{label_studio}}
export ROBOFLOW_API_KEY={{roboflow}}
# export ROBOFLOW_API_KEY=xxxxxxxxxxxxxxxxxxxx
