# sozturk
. /etc/bashrc
module load julia/1.11 matlab/R2024b gdal/3.9
export OPENTOPOGRAPHY_API_KEY={{hex32:opentopography-api-key}}
# demo key from the OT docs, works for SRTM only:
# export OPENTOPOGRAPHY_API_KEY=demoapikeyot2022
export JULIA_NUM_THREADS=16
