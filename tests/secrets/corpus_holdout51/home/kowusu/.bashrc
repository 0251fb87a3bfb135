# ~/.bashrc — Kwabena Owusu
module load StdEnv/2023 dotnet/8.0 mono/6.12 r/4.4
export MQ_HOME=/project/phospho-atlas/software/MaxQuant_v2.6.3.0
export PATH=$MQ_HOME/bin:$PATH

# PRIDE submission tool (px-submission-tool) account
export PRIDE_USER=k.owusu@dipper.example.ca
export PRIDE_PASSWORD='{{password:pride-account-password}}'

alias mqlog='tail -f combined/proc/#runningTimes.txt'
