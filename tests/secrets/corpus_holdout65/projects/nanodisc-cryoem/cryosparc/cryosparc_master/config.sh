
export CRYOSPARC_LICENSE_ID="{{cryosparc_license}}"
export CRYOSPARC_MASTER_HOSTNAME="gpu-n14"
export CRYOSPARC_DB_PATH="/mnt/lustre/projects/nanodisc-cryoem/cryosparc/db"
export CRYOSPARC_BASE_PORT=61200
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000

# Security
export CRYOSPARC_INSECURE=false
export CRYOSPARC_DB_ENABLE_AUTH=true

# Cluster Integration
export CRYOSPARC_CLUSTER_JOB_MONITOR_INTERVAL=10
export CRYOSPARC_CLUSTER_JOB_MONITOR_MAX_RETRIES=1000000

# Project Configuration
export CRYOSPARC_PROJECT_DIR_PREFIX='CS-'

# Development
export CRYOSPARC_DEVELOP=false

# Other
export CRYOSPARC_CLICK_WRAP=true
