# .bashrc (lgoldberg)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 ffmpeg
export HF_HOME=/scratch/lgoldberg/hf
export DEEPGRAM_API_KEY="$(pass show deepgram/api-key)"
export COHERE_API_KEY="{{ op://Research/Cohere/credential }}"
export PODCASTINDEX_API_KEY=$(grep PODCASTINDEX_API_KEY /projects/podcast-claims/.env | cut -d= -f2)
