export PATH=$HOME/.local/bin:$PATH
export METEOMATICS_USER=eider_popescu
export METEOMATICS_PASSWORD='{{password_url:meteomatics-password}}'
export TOMORROW_API_KEY={{alnum32:tomorrow-io-api-key}}
export OPENET_API_KEY="{{alnum64:openet-api-key}}"
export VISUALCROSSING_KEY={{upper25:visualcrossing-api-key}}
# HydroShare: hsclient reads ~/.config/hydroshare/credentials? no - it prompts; see notes
alias sq='squeue -u mpopescu'
