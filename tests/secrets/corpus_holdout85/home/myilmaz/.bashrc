# ~/.bashrc (myilmaz)
export MOSEKLM_LICENSE_FILE=$HOME/mosek/mosek.lic
export HX_LICENSE_PATH=$HOME/.hexaly/license.dat
# Knitro via Artelys license manager on the Wigeon server, no local key
export ARTELYS_LICENSE_NETWORK_ADDR=knitro-lic.wigeon.example.nl:8349

# Searoutes (ocean routing + CO2), team plan
export SEAROUTES_API_KEY={{alnum32:searoutes-api-key}}
# Hapag-Lloyd API (IBM API Connect): the client id is an id, the secret is the secret
export HLAG_CLIENT_ID=5f2c8e91-7a3d-4b06-b1e4-9c0d2a7f6e38
export HLAG_CLIENT_SECRET={{alnum32:hapag-lloyd-client-secret}}
export KPLER_EMAIL=m.yilmaz@wigeon.example.nl
export KPLER_PASSWORD='{{password:kpler-password}}'
alias opt='cd /projects/container-opt'
