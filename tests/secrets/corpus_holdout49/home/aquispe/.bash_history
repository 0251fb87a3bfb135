huggingface-cli login --token {{hf}}
huggingface-cli upload nightjar-nlp/whisper-small-quechua ./ckpt/final
label-studio start --username amaru.quispe@nightjar.example.ch --password '{{password:label-studio-password}}' --port 8081
python scripts/ls_export.py --project 7
sha1sum elan/*.eaf
git clone https://huggingface.co/datasets/google/fleurs
