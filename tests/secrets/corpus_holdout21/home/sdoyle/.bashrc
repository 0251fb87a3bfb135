# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load ffmpeg/6.1 sox/14.4.2
export PATH=$HOME/.local/bin:$PATH
export SPEECHMATICS_API_KEY={{alnum32:speechmatics-api-key}}
export REVAI_ACCESS_TOKEN={{revai_token}}
export OPENAI_API_KEY=$(pass show tern/openai 2>/dev/null)
export HF_HOME=/scratch/sdoyle/hf
alias praat='/opt/praat/6.4.17/praat --run'
