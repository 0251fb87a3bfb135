export X509_USER_PROXY=/tmp/x509up_u41207
export BEARER_TOKEN_FILE=$XDG_RUNTIME_DIR/bt_u41207
export SCITOKEN_ISSUER=igwn
export GWDATAFIND_SERVER=datafind.igwn.org
export CONDOR_CONFIG=/etc/condor/condor_config
source /cvmfs/software.igwn.org/conda/etc/profile.d/conda.sh
