# ~/.bashrc — Solveig Haugen (glider-ops)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 matlab/R2024b
export SFMC_HOST=sfmc.jacana.example.org
export SFMC_USER=gliderpilot
export COPERNICUSMARINE_SERVICE_USERNAME=shaugen
export COPERNICUSMARINE_SERVICE_PASSWORD="$(pass show cmems/shaugen)"
export GLIDER_BOT_TOKEN={{telegram}}
