# riyer — GW parameter estimation on Willet
export IGWN_AUTH_UTILS_DEFAULT_SCOPES="gwdatafind.read"
export GWDATAFIND_SERVER=datafind.igwn.org
export BEARER_TOKEN_FILE=$HOME/.igwn_bt_u41822
export X509_USER_PROXY=/tmp/x509up_u41822
export KRB5CCNAME=FILE:/tmp/krb5cc_41822
export CONDOR_CONFIG=$HOME/.condor/condor_config
conda activate igwn-py311
# GWOSC needs no key: https://gwosc.org/api/v2/events/GW150914
alias gwd='gw_data_find -o H -t H1_HOFT_C00 -s 1389456018 -e 1389459618 -u file'
