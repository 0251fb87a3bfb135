# ~/.bashrc de Mathilde
. /etc/bashrc
export LANG=fr_FR.UTF-8
module load python/3.11 cuda/12.2
# for transkribus-client (options_from_env)
export TRANSKRIBUS_API_URL=https://transkribus.eu/TrpServer/rest
export TRANSKRIBUS_EMAIL=mathilde.vasseur@stilt.example.org
export TRANSKRIBUS_PASSWORD='{{password:transkribus-password}}'
export KRAKEN_MODEL=/project/scriptoria-htr/kraken/models/cremma-medieval-v2.mlmodel
alias gpu='srun -p gpu --gres=gpu:a100:1 -c 8 --mem=32G -t 4:00:00 --pty bash'
