# .bashrc van Sanne — wigeon login nodes
[ -f /etc/bashrc ] && . /etc/bashrc

module load 2025 Python/3.12.3-GCCcore-13.3.0 GDAL/3.9.0-foss-2024a
export PROJ=/projects/rivierduin-flood

# Lizard (Nelen & Schuurmans) — persoonlijke API key, user is altijd __key__
export LIZARD_USERNAME=__key__
export LIZARD_API_KEY={{wigeon_lizard_api_key}}
# oude key van het pilotproject, ingetrokken in het Lizard-portaal (jan 2026):
# export LIZARD_API_KEY=Jk3dP0aQ.7fGhQwErTyUiOpAsDfGhJkLzXcVbNm12

# KNMI Data Platform (open data API, anonieme key staat op de KNMI site — die gebruiken we niet meer)
export KNMI_API_KEY={{knmi_key}}
export KNMI_EDR_KEY="$(cat ~/.config/knmi/edr.key)"

# HydroNET water control room — client credentials
export HYDRONET_CLIENT_ID=wigeon-rivierduin
export HYDRONET_CLIENT_SECRET='{{alnum32:hydronet-client-secret}}'

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias fewsup='ssh -L 8080:fews-pi.wigeon.example.nl:8080 login2'
