# Instance configuration
export CRYOSPARC_LICENSE_ID="{{cryosparc_license}}"
export CRYOSPARC_MASTER_HOSTNAME="gpu-svc02.kingfisher.example.nl"
export CRYOSPARC_DB_PATH="/projects/ribosome-cryoem/cryosparc/cryosparc_database"
export CRYOSPARC_BASE_PORT=61000
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000
# Security
export CRYOSPARC_INSECURE=false
export CRYOSPARC_DB_ENABLE_AUTH=true
# Cluster integration
export CRYOSPARC_CLUSTER_JOB_MONITOR_INTERVAL=10
export CRYOSPARC_CLUSTER_JOB_MONITOR_MAX_RETRIES=1000000
export CRYOSPARC_PROJECT_DIR_PREFIX='CS-'
export CRYOSPARC_DEVELOP=false
export CRYOSPARC_CLICK_WRAP=true
