# .bashrc — rpenhallow
module load matlab/R2024b julia/1.11 sox/14.4
export XC_API_KEY={{hex40:xeno-canto-api-key}}
export B2_APPLICATION_KEY_ID={{b2_key_id}}
export B2_APPLICATION_KEY={{b2_key}}
export EI_API_KEY={{edge_impulse}}
export BATDETECT2_THRESHOLD=0.3
