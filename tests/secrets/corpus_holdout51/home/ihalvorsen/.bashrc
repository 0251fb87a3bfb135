# ~/.bashrc — Ingrid Halvorsen
module load StdEnv/2023 python/3.11 gcc/12.3
source ~/venvs/astro/bin/activate

# casjobs (dfm's client) reads these
export CASJOBS_WSID=1437829116
export CASJOBS_PW='{{password:casjobs-password}}'
export TURBODATA=/project/metal-poor-halo/turbospectrum/DATA
