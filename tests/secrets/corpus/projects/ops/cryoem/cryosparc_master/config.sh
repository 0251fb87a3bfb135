# Instance-specific configuration for the shared cryoSPARC master

export CRYOSPARC_LICENSE_ID="{{uuid:cryosparc-license-id}}"
export CRYOSPARC_MASTER_HOSTNAME="em01.example.edu"
export CRYOSPARC_DB_PATH="/srv/cryosparc/database"
export CRYOSPARC_BASE_PORT=39000
