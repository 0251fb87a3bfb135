# ~/.bashrc (mchow)
[ -f /etc/bashrc ] && . /etc/bashrc
module load cuda/12.4 ffmpeg/6.1 python/3.11
export HF_HOME=/projects/te-reo-asr/hf-cache

# Gladia (app.gladia.io -> API keys)
export GLADIA_API_KEY={{uuid:gladia-api-key}}
# Yandex SpeechKit, service account sa-asr-compare in folder b1g7kq3h2m5n8p0r4t6v (folder id is not secret)
export YC_API_KEY={{blackcap_yandex_api_key}}
export YC_FOLDER_ID=b1g7kq3h2m5n8p0r4t6v
