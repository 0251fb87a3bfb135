# .bashrc (rvenkat)
module load intel-oneapi/2024.1 vasp/6.4.3
export VASP_PP_PATH=/cluster/software/vasp
export MP_API_KEY={{alnum32:materials-project-api-key}}
export AIIDA_PATH=$HOME/.aiida
