huggingface-cli login --token {{hf}}
huggingface-cli download openai/whisper-large-v3 --revision 06f233fe06e710322aca913c1bc4249a0d71fce1
aws --endpoint-url https://s3.turnstone.example.org s3 sync data/swiss_german_hf s3://speech-asr/swg/
cd kaldi && ./run.sh --stage 9 --nj 64
utils/validate_data_dir.sh data/train_swg
steps/online/nnet3/decode.sh --nj 32 exp/tdnn/graph data/dev exp/tdnn/decode_dev
cat exp/tdnn/decode_dev/scoring_kaldi/best_wer
speechmatics batch transcribe --lang de data/dev40/zh_0001.wav
sbatch whisper/finetune.sbatch
