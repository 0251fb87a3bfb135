# ~/.bashrc for ksithebe
[ -f /etc/bashrc ] && . /etc/bashrc
module load julia/1.11 python/3.11
export JULIA_NUM_THREADS=8
# US statistics APIs for the trade/commodity panel
export BEA_USERID={{uuid_upper:bea-api-key}}
export CENSUS_API_KEY={{hex40:census-api-key}}
# UN Comtrade Plus subscription (primary key from comtradedeveloper.un.org > Profile)
export COMTRADE_KEY={{hex32:comtrade-subscription-key}}
# secondary key kept as a spare, Azure APIM gives two
export COMTRADE_KEY2={{hex32:comtrade-subscription-key}}
export QUANDL_API_KEY=$(pass show data/nasdaq)
