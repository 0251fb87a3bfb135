# ~/.bashrc — Inês Quaresma (cliff-retreat)
[ -f /etc/bashrc ] && . /etc/bashrc

module load pdal/2.8.1 gdal/3.9.2 entwine/3.1.1 python/3.12
export PATH="$HOME/.local/bin:$PATH"
export PROJ_NETWORK=ON
export GDAL_HTTP_MAX_RETRY=4
export CLIFF=/projects/cliff-retreat

# OpenTopography — my academic key (the demo key demoapikeyot2022 is rate-limited to nothing)
export OPENTOPO_API_KEY={{hex32:opentopography-api-key}}
# NASA Earthdata EDL token for ICESat-2 ATL03/ATL06 via earthaccess (60 days, renew in Profile > Generate Token)
export EARTHDATA_TOKEN={{earthdata_token}}

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias pinfo='pdal info --summary'
