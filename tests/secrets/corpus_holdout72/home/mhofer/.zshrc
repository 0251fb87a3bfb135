# mhofer zsh
source /etc/profile
module load miniforge3 matlab/R2024b
export ELEVEN_API_KEY="{{elevenlabs}}"
export SPEECHMATICS_API_KEY=$(sed -n 's/^auth_token = "\(.*\)"/\1/p' ~/.speechmatics/config)
path+=($HOME/.local/bin)
