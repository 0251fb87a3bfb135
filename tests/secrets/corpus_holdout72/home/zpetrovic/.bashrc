# .bashrc zpetrovic
. /etc/bashrc
module load apptainer/1.3 cuda/12.4
export ISAACSIM_PATH=/opt/isaac-sim-4.5.0
export OMNI_KIT_ACCEPT_EULA=YES
# Nucleus: API token login (user must be the literal string $omni-api-token)
export OMNI_USER='$omni-api-token'
export OMNI_PASS={{b64url43:omniverse-nucleus-api-token}}
export NGC_CLI_ORG=pipit-hpc
alias isaac='apptainer exec --nv /proj/warehouse-sim/isaac-sim_4.5.0.sif'
