# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export ROMS_ROOT=/cluster/software/ROMS/4.1
export MITGCM_ROOTDIR=$HOME/src/MITgcm
# Frost (MET Norway): the client id is all the observations API wants (basic auth, empty password)
export FROST_CLIENT_ID=3f7c2a91-58be-4d0e-9a6f-c1e2b7d40a53
export FROST_CLIENT_SECRET={{uuid:frost-client-secret}}
# export FROST_CLIENT_SECRET=<from frost.met.no/auth/requestCredentials.html>
export COPERNICUSMARINE_CACHE_DIRECTORY=/cluster/work/users/sfjeldstad/cmems-cache
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias cmems='copernicusmarine'
