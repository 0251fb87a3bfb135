# Instance-specific configuration for CryoSPARC installation

export CRYOSPARC_LICENSE_ID="{{uuid:cryosparc-license-id}}"
export CRYOSPARC_MASTER_HOSTNAME="em-master.fulmar.example.edu"
export CRYOSPARC_DB_PATH="/data/cryosparc/cryosparc_database"
export CRYOSPARC_BASE_PORT=39000
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000
export CRYOSPARC_INSECURE=false
export CRYOSPARC_DB_ENABLE_AUTH=true
export CRYOSPARC_CLUSTER_JOB_MONITOR_INTERVAL=10
export CRYOSPARC_CLUSTER_JOB_MONITOR_MAX_RETRIES=1000000
export CRYOSPARC_PROJECT_DIR_PREFIX='CS-'
export CRYOSPARC_DEVELOP=false
export CRYOSPARC_CLICK_WRAP=true
