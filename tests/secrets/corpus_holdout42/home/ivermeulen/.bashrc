# ivermeulen
module load relion/5.0-cuda12 ctffind/4.1.14 motioncor2/1.6.4
export PATH=/projects/ribosome-cryoem/cryosparc/cryosparc_master/bin:$PATH
export RELION_QSUB_TEMPLATE=/projects/ribosome-cryoem/relion/sbatch_template.sh
export RELION_SCRATCH_DIR=/scratch/$USER
# cryoSPARC web UI tunnel: ssh -N -L 39000:gpu-a07:39000 login2.pratincole.example.org
export CRYOSPARC_BASE_PORT=39000
