# XENONnT analysis environment at Sanderling
source /cvmfs/xenon.opensciencegrid.org/releases/nT/2026.11.1/setup.sh
export XENON_CONFIG=$HOME/.xenon_config
export RUCIO_ACCOUNT=mkeller
export X509_USER_PROXY=/tmp/x509up_u$(id -u)
export MATTERMOST_HOOK=https://chat.xenon.sanderling.example.edu/hooks/{{mattermost_webhook}}
export XENON_RUNDB_PASSWORD='{{password:xenon-rundb-password}}'
