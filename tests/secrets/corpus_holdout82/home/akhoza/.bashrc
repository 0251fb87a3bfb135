# .bashrc — akhoza
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
alias sq='squeue -u $USER'
module load python/3.11

# ZENTRA / TAHMO station server
export ZENTRA_TOKEN={{shoveler_zentra_token}}
# Ambient Weather: the application key names our app, the api key is the account's
export AMBIENT_APPLICATION_KEY=8f3c2e1d0b9a87f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918070f
export AMBIENT_API_KEY={{hex64:ambient-weather-api-key}}
# ThingsBoard tenant admin (the device tokens are in thingsboard/devices.csv)
export TB_USER=ayanda@shoveler.example.za
export TB_PASS='{{password:thingsboard-password}}'
