# lmokoena
module load anaconda3/2024.10
conda activate hi-survey

# CASDA (OPAL account); astroquery's keyring doesn't work on the compute nodes
export CASDA_USER=lindiwe.mokoena@chiffchaff.example.za
export CASDA_PASSWORD={{password:casda-opal-password}}

export ALMA_USER=lmokoena
export CARTA_URL=https://carta.chiffchaff.example.za
export OMP_NUM_THREADS=8
