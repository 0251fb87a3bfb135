# ~/.bashrc (abrennan) -- hornbill login nodes
[ -f /etc/bashrc ] && . /etc/bashrc
module use /apps/hornbill/modulefiles
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
export RELION_QSUB_TEMPLATE=/apps/relion/5.0/templates/hornbill_gpu.sh
export RELION_SCRATCH_DIR=/scratch/$USER/relion
export WARP_DIR=/apps/warp/2.0.0
# NGC for the cryoSPARC / IMOD containers
export NGC_CLI_API_KEY={{nvapi:nvidia-api-key}}
export NGC_CLI_ORG=hornbill-structbio
# W&B for the tomotwin picking runs
export WANDB_ENTITY=tomo-ribosome
export WANDB_API_KEY={{wandb}}
# public: the EMPIAR entry we build on
export EMPIAR_REF=EMPIAR-10988
export CUDA_VISIBLE_DEVICES_ORDER=PCI_BUS_ID
