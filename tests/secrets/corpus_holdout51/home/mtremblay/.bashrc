# .bashrc — Maëlle Tremblay, Dipper
[ -f /etc/bashrc ] && . /etc/bashrc

module load StdEnv/2023 gcc/12.3 openmpi/4.1.5
module load openfoam/v2312
# OpenFOAM environment (sets WM_PROJECT_DIR etc.)
source $EBROOTOPENFOAM/etc/bashrc

export CASES=/project/wake-steering/cases
alias cdc='cd $CASES'
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'

# NREL developer network (WIND Toolkit, h5pyd)
export NREL_API_EMAIL=maelle.tremblay@dipper.example.ca
export NREL_API_KEY={{random40:nrel-api-key}}
# DEMO_KEY works too but is capped at 30 requests an hour
#export NREL_API_KEY=DEMO_KEY

export OMPI_MCA_btl_openib_allow_ib=1
