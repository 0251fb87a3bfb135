# ~/.bashrc
module load energyplus/24.2 openstudio/3.9
export ENERGYPLUS_WEATHER=/projects/bldg-energy/weather
# Pollination cloud (Ladybug Tools) - API key from app.pollination.solutions > Settings > API keys
export POLLINATION_API_KEY={{alnum64:pollination-api-key}}
export VISUAL_CROSSING_KEY={{upper25:visual-crossing-key}}
alias eplus='energyplus -r -x'
