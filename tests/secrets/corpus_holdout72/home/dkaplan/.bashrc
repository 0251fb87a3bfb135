# dkaplan
. /etc/bashrc
module load R/4.4.1 ffmpeg/7.0 miniforge3
export OHA_ROOT=/proj/oral-history-asr
# keys in ~/.Renviron for R and in the project .env for python
export HF_HOME=/scratch/dkaplan/hf
