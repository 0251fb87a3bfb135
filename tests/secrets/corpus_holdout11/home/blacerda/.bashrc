# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export QHOME=$HOME/q
export QLIC=$HOME/q
export DATABENTO_API_KEY={{databento}}
export POLYGON_API_KEY="{{alnum32:polygon-api-key}}"
export APCA_API_KEY_ID={{alpaca_key_id}}
export APCA_API_SECRET_KEY={{random40:alpaca-api-secret-key}}
export APCA_API_BASE_URL=https://paper-api.alpaca.markets
export FRED_API_KEY={{hex32:fred-api-key}}
export NASDAQ_DATA_LINK_API_KEY={{alnum20:nasdaq-data-link-key}}
alias q='rlwrap -r $QHOME/l64/q'
