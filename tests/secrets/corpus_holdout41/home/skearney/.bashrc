# skearney
module load openfast/3.5.3 python/3.11
export NREL_API_KEY=$(awk -F" = " "/hs_api_key/ {print \$2}" ~/.hscfg)
export NREL_EMAIL=skearney@yellowlegs.example.org
export COPERNICUSMARINE_SERVICE_USERNAME=skearney
# password via `copernicusmarine login` (stored in ~/.copernicusmarine/.copernicusmarine-credentials)
export MET_OFFICE_KEY_FILE=~/.config/metoffice.key
alias fl='python -m floris'
