# cryosparc_master/config.sh -- written by install.sh, edited by hand since
export CRYOSPARC_LICENSE_ID="{{uuid:cryosparc-license-id}}"
export CRYOSPARC_MASTER_HOSTNAME="cryosparc.turnstone.example.org"
export CRYOSPARC_DB_PATH="/projects/cryoet-sta/cryosparc/database"
export CRYOSPARC_BASE_PORT=39000
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000
export CRYOSPARC_INSECURE=false
export CRYOSPARC_DB_ENABLE_AUTH=true
export CRYOSPARC_CLUSTER_JOB_MONITOR_INTERVAL=10
export CRYOSPARC_FORCE_HOSTNAME=true
