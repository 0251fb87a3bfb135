# .bashrc -- xcarballo
[ -f /etc/bashrc ] && . /etc/bashrc
export DEEPGRAM_API_KEY={{hex40:deepgram-api-key}}
export ASSEMBLYAI_API_KEY="$(pass show asr/assemblyai 2>/dev/null)"
export HF_HOME=/scratch/xcarballo/hf
export CV_DIR=/project/galician-asr/data/commonvoice
alias gpu='srun -p gpu-a100 --gres=gpu:1 -c 8 --mem=64G -t 4:00:00 --pty bash'
