conda activate asr
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
export DEEPL_AUTH_KEY={{deepl}}
python asr/translate_glosses.py --src ja --tgt en
curl -X POST https://api.deepgram.com/v1/listen?model=nova-2&language=ja -H "Authorization: Token {{hex40:deepgram-api-key}}" -H "Content-Type: audio/wav" --data-binary @clips/s07_0012.wav
curl https://api.assemblyai.com/v2/transcript -H "authorization: {{hex32:assemblyai-api-key}}" -d '{"audio_url":"https://s3.ibis.example.edu/speech-public/s07_0012.wav"}'
gcloud auth activate-service-account --key-file=~/.config/gcloud/speech-sa.json
gcloud auth print-access-token
sbatch slurm/whisper_ft.sbatch
label-studio start --username tnakamura@ibis.example.edu --password {{password:label-studio-password}}
sha256sum clips/*.wav > clips/SHA256SUMS
