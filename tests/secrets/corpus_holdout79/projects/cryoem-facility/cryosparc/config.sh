# cryosparc_master/config.sh — instancia del facility (cryosparc.whitethroat.example.cl)
export CRYOSPARC_LICENSE_ID="{{cryosparc_license}}"
export CRYOSPARC_MASTER_HOSTNAME="cryo-master01"
export CRYOSPARC_DB_PATH="/cryoem/cryosparc/database"
export CRYOSPARC_BASE_PORT=39000
export CRYOSPARC_DB_ENABLE_AUTH=true
export CRYOSPARC_INSECURE=false
export CRYOSPARC_DB_CONNECTION_TIMEOUT_MS=20000
export CRYOSPARC_FORCE_HOSTNAME=true
# licencia de la instancia de prueba (2024) — vencida y dada de baja por Structura, no reutilizar:
# export CRYOSPARC_LICENSE_ID="0f3a8c21-6d4e-11ee-9b7a-3f1c2d5e8a90"
