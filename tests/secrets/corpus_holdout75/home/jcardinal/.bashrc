# .bashrc — Jordan Cardinal, soil & weather sensor network (LoRaWAN)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/bin:$PATH

# The Things Stack (TTN community cluster nam1) — personal API key for ttn-lw-cli scripts
export TTN_LW_OAUTH_SERVER_ADDRESS=https://nam1.cloud.thethings.network/oauth
export TTN_LW_IAM_GRPC_ADDRESS=nam1.cloud.thethings.network:8884
export TTN_API_KEY={{ttn_api_key}}
export TTN_APP=yh-soil-sensors

# key of the application "yh-soil-pilot" (application deleted with the pilot in 2024, key gone with it)
#export TTN_API_KEY=NNSXS.VEEBURF3KR77ZR4EMSIN5U4Y2ILOQQO3YQFCBQQ.7ZNJ6SBHVQCKCH2C4OGGS2UJSPMWATHCCCZCJF5VX4PPB7RE6DYQ

alias soil-logs='journalctl --user -u soil-ingest -f'
