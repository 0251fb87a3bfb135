# .bashrc of nobi
module load vasp/6.4.3 ase/3.23
export VASP_PP_PATH=/apps/vasp/potpaw
export ASE_VASP_COMMAND="srun vasp_std"
export MP_API_KEY={{alnum32:materials-project-api-key}}
export PMG_MAPI_KEY=$MP_API_KEY
alias mkm='julia --project=/projects/catalysis-mkm/julia'
