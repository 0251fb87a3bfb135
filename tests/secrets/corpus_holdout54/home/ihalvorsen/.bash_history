cd /projects/dialect-asr
source /opt/kaldi/tools/env.sh
./run.sh --stage 0 --stop-stage 5
curl -u ihalvorsen:'{{password:ldc-password}}' -O https://catalog.ldc.upenn.edu/download/LDC2021S05.tgz
sha1sum LDC2021S05.tgz
curl --request POST --url https://api.deepgram.com/v1/listen?model=nova-2 --header 'Authorization: Token {{hex40:deepgram-api-key}}' --header 'Content-Type: audio/wav' --data-binary @data/heldout/wav/nordland_0007.wav
curl https://api.assemblyai.com/v2/transcript/6f4b2a91-0c3e-4d7a-9b58-e2d1c7a04f36 -H "authorization: $ASSEMBLYAI_API_KEY"
tar xzf cv-corpus-19.0-2024-09-13-nn-NO.tar.gz
python local/prep_cv.py --lang nn-NO
huggingface-cli upload nuthatch-speech/espnet-nordic-conformer exp/asr_train_conformer --token {{hf}}
wandb login {{wandb}}
sbatch slurm/train_asr.sbatch
