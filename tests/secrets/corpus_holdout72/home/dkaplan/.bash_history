cd $OHA_ROOT
source .venv/bin/activate
python transcribe/assemblyai_batch.py --in /data/interviews/batch07 --lang de
curl -s https://api.deepgram.com/v1/auth/token -H "Authorization: Token {{hex40:deepgram-api-key}}"
curl -s -X POST 'https://api.deepgram.com/v1/listen?model=nova-3&language=de&diarize=true' -H "Authorization: Token $DEEPGRAM_API_KEY" -H 'Content-Type: audio/wav' --data-binary @/data/interviews/batch07/int_0412.wav
curl -s https://api.assemblyai.com/v2/transcript/2b9d4f6a-8c1e-4a3b-9d5f-7e0a2c4b6d8f -H "authorization: $ASSEMBLYAI_API_KEY"
curl -s https://api.eu.assemblyai.com/v2/transcript -H "authorization: {{hex32:assemblyai-api-key}}" -d '{"audio_url":"https://share.pipit.example.at/s/int0413.wav","language_code":"de","speaker_labels":true}'
Rscript R/compare_wer.R batch07
sbatch slurm/whisperx.sbatch batch07
md5sum /data/interviews/batch07/*.wav > /data/interviews/batch07/MD5SUMS
