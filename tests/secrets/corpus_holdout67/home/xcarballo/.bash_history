cd /project/galician-asr/data/commonvoice
wget -O cv-corpus-23.0-2025-09-05-gl.tar.gz "https://mozilla-common-voice-datasets.s3.dualstack.us-west-2.amazonaws.com/cv-corpus-23.0-2025-09-05/cv-corpus-23.0-2025-09-05-gl.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAQ3EGRCVOICE7GLXZ%2F20251104%2Fus-west-2%2Fs3%2Faws4_request&X-Amz-Date=20251104T091522Z&X-Amz-Expires=43200&X-Amz-SignedHeaders=host&X-Amz-Signature=378243c0760763b73ed7ce96caae2b453e58b12658aee375e8298c5efcdfb6d8"
sha256sum cv-corpus-23.0-2025-09-05-gl.tar.gz
tar xzf cv-corpus-23.0-2025-09-05-gl.tar.gz
curl -s -X POST "https://api.deepgram.com/v1/listen?model=nova-3&language=multi&smart_format=true" -H "Authorization: Token {{hex40:deepgram-api-key}}" -H "Content-Type: audio/mpeg" --data-binary @clips/common_voice_gl_41873921.mp3 | jq .metadata.request_id
curl -s https://api.deepgram.com/v1/auth/token -H "Authorization: Token $DEEPGRAM_API_KEY"
curl -s https://api.eu.assemblyai.com/v2/transcript -H "authorization: {{hex32:assemblyai-api-key}}" -H "content-type: application/json" -d '{"audio_url": "https://files.chaffinch.example.es/asr/gl_test_0001.wav", "language_code": "es", "speech_models": ["universal-2"]}'
python eval/revai_jobs.py --submit clips/ --lang gl
huggingface-cli login --token {{hf}} --add-to-git-credential
huggingface-cli whoami
sbatch slurm/whisper_finetune.sbatch
git log --oneline -1
# 71b3e9c eval: normalise Galician numerals before WER
