# .bashrc — Amaru Quispe, cathode-screen
[ -f /etc/bashrc ] && . /etc/bashrc

module load gcc/13.2 openmpi/4.1.6 vasp/6.4.2 python/3.11
export PMG_VASP_PSP_DIR=/apps/vasp/potpaw_PBE.64
export PMG_DEFAULT_FUNCTIONAL=PBE_64
# export MP_API_KEY=your_api_key_here
export MP_API_KEY=$(awk '/PMG_MAPI_KEY/{print $2}' ~/.config/.pmgrc.yaml)
export WANDB_PROJECT=cathode-screen
export WANDB_ENTITY=jacana-batteries
export HF_HOME=/scratch/aquispe/hf
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias lp='lpad -l /projects/cathode-screen/config/my_launchpad.yaml'
