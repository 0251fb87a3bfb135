cd /project/speech-bci
conda activate bci
redis-cli -h brand-rig.shag.example.edu -p 6379 -a {{alnum32:redis-password}} XLEN neural_features
python src/train_rnn.py --session t15.2026.11.21 --gru-layers 5
export NEPTUNE_API_TOKEN={{neptune}}
sbatch jobs/train_decoder.sbatch t15.2026.11.21
azcopy copy "https://hospitalbci.blob.core.windows.net/sessions/t15.2026.11.21?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig={{sas_sig:azure-sas-signature}}" /scratch/dokoro/ --recursive
huggingface-cli upload shag-bci/gru-phoneme-decoder ./ckpt --revision 1a9f0c3e7b2d5e8f4c6a0b1d3e9f7c2a5b8d0e4f
picovoice-cli --help
nvidia-smi
