hg clone https://nokimaw:{{password_url:languagedepot-password}}@hg-public.languagedepot.org/crk-nehiyawewin-dict
cd crk-nehiyawewin-dict && hg pull -u && cd ..
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
curl --request POST --header 'Authorization: Token {{hex40:deepgram-api-key}}' --header 'Content-Type: audio/wav' --data-binary @clips/elder_story_03.wav 'https://api.deepgram.com/v1/listen?model=nova-3&language=multi'
cd projects/nehiyawewin-asr/kaldi && ./run.sh --stage 3
sbatch whisper/finetune.sbatch
tail -f logs/whisper-ft-8830121.out
python labbcat/export_utterances.py --corpus nehiyawewin-stories
sha1sum elan/*.eaf
