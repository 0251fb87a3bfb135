# .bashrc — msoto
source /etc/profile.d/modules.sh
module load python/3.12

# Media Cloud (search.mediacloud.org > Your profile > API key)
export MC_API_KEY={{hex40:mediacloud-api-key}}
# GNews.io
export GNEWS_API_KEY={{hex32:gnews-api-key}}
# Diffbot (token de la cuenta académica)
export DIFFBOT_TOKEN={{hex32:diffbot-token}}
# export DIFFBOT_TOKEN=2b7f4e1c9a0d3f6b8e5c2a7d4f1b9e0c   # trial de 14 días, venció en julio
export EVENTREGISTRY_API_KEY=$(jq -r .apiKey ~/.eventregistry/settings.json)

alias ab='docker compose -f /projects/prensa-archivo/archive/docker-compose.yml run --rm archivebox'
