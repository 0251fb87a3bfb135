# .bashrc (mgrzelak)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export XC_KEY=${XC_KEY:-}          # set per project in .env, see biebrza-soundscapes
export EBIRD_KEY={{lower12:ebird-api-token}}
export BIRDNET_LABELS=$HOME/birdnet/labels_pl.txt
export TF_CPP_MIN_LOG_LEVEL=2
