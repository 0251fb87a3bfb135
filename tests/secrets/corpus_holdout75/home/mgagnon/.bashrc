# ~/.bashrc — Mathilde Gagnon (mgagnon), agronomie de précision
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH="$HOME/.local/bin:$HOME/miniforge3/bin:$PATH"
export CHAMPS=/projects/champs-precision
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias odmlog='tail -f $CHAMPS/logs/odm-*.out'

# Agromonitoring (OpenWeather agro API) — clé perso, plan gratuit
export AGRO_APPID={{hex32:agromonitoring-api-key}}
# ancienne clé du compte de labo, supprimée du tableau de bord en mars:
# export AGRO_APPID=5d1a3c0e9b7f4a2684c0e1f3a9d7b265

# Leaf: le jeton est dans $CHAMPS/leaf/.leaf_token.json, ne pas le copier ici
export LEAF_USER=mgagnon@yellowhammer.example.ca
export LEAF_TOKEN_FILE=$CHAMPS/leaf/.leaf_token.json

# DroneDeploy (API key from Settings > API)
export DRONEDEPLOY_API_KEY={{alnum32:dronedeploy-api-key}}

# GitHub for pushing the zone-maps package
export GH_TOKEN={{github_pat}}

export MAPBOX_PUBLIC=pk.eyJ1IjoieWVsbG93aGFtbWVyLWFncmkiLCJhIjoiY2x4Mmd0cW8wMDAwMDJrcGZ6c3RkYnB6ZyJ9.u1Qp0C5aVZxjZx7c4A8Kcw
