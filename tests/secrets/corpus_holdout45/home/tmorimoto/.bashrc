# ~/.bashrc — Takeshi Morimoto (aia-flares)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 cuda/12.4 idl/8.9
export SSW=/apps/ssw
export SSW_INSTR="aia hmi"
export JSOC_EMAIL=tmorimoto@jacana.example.org   # registered at jsoc.stanford.edu/ajax/register_email.html
export NASA_API_KEY={{random40:nasa-api-key}}
export COMET_API_KEY={{comet}}
export AWS_PROFILE=sdoml
export SUNPY_CONFIGDIR=$HOME/.config/sunpy
