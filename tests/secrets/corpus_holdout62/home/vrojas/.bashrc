# ~/.bashrc -- vrojas on brambling login nodes
[ -f /etc/bashrc ] && . /etc/bashrc

export SEISCOMP_ROOT=$HOME/seiscomp
export PATH=$SEISCOMP_ROOT/bin:$PATH
export LD_LIBRARY_PATH=$SEISCOMP_ROOT/lib:$LD_LIBRARY_PATH

# IRIS restricted data (ZX temporary deployment, PI access)
export IRIS_USER=vrojas@brambling.example.cl
export IRIS_PW='{{password:iris-restricted-password}}'
# export IRIS_PW='maule2023'   # old one, reset after the workshop

# RESIF restricted (ZO 2023 ocean bottom) -- pw lives in pass now
export RESIF_USER=vrojas
export RESIF_PW="$(pass show seismo/resif 2>/dev/null)"

# EarthScope: token comes from `es login`, never paste it here
export EARTHSCOPE_PROFILE=default

alias sc='seiscomp'
alias scstat='seiscomp status | grep -v "is not running"'
alias glog='git log --oneline --graph -15'
