# ~/.bashrc for angata (Blackcap)
[ -f /etc/bashrc ] && . /etc/bashrc

module load python/3.11 netcdf/4.9.2 nco/5.2.4

export PATH=$HOME/.local/bin:$PATH
export GLIDER_ROOT=/projects/glider-ops
export ERDDAP_URL=https://erddap.blackcap.example.nz/erddap

# Argovis API (argovis-keygen.colorado.edu) — new key after the Sept reset
export ARGOVIS_API_KEY={{hex40:argovis-api-key}}
# old one, Argovis deactivated it when I reset the account in Sept, returns 401 now:
# export ARGOVIS_API_KEY=4b0e9d1f6a7c2e83b5d0f19a6c4e7b2d8f3a1c05

# NIWA tide API (developer.niwa.co.nz), for the harbour moorings
export NIWA_TIDE_API_KEY={{alnum32:niwa-api-key}}
# the example from their docs page, NOT ours: export NIWA_TIDE_API_KEY=YOUR_API_KEY

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gl='cd $GLIDER_ROOT'

# Windy Point Forecast API (api.windy.com/keys) for glider piloting wind/wave forecasts
export WINDY_POINT_FORECAST_KEY={{alnum32:windy-api-key}}
