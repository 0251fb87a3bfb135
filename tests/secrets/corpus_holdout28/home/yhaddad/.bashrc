# .bashrc (yhaddad)
[ -f /etc/bashrc ] && . /etc/bashrc
export LANG=en_GB.UTF-8
module load Python/3.11.5-GCCcore-13.2.0
source $HOME/venvs/kraken5/bin/activate

export TRANSKRIBUS_USER=y.haddad@curlew.example.ac.uk
# Azure AI Vision (Read API) for the printed-Arabic baseline, resource curlew-ocr-uks
export AZURE_VISION_ENDPOINT=https://curlew-ocr-uks.cognitiveservices.azure.com/
export AZURE_VISION_KEY={{hex32:azure-vision-key}}
export HF_HOME=/mnt/scratch/yhaddad/hf
