# .bashrc (msyoo)
[ -f /etc/bashrc ] && . /etc/bashrc
export ROMS_ROOT=/projects/yellowsea-roms/roms
export MY_ROMS_SRC=$HOME/src/roms-4.1

# Copernicus Marine toolbox reads these when there is no credentials file
export COPERNICUSMARINE_SERVICE_USERNAME=msyoo
export COPERNICUSMARINE_SERVICE_PASSWORD='{{password:copernicus-marine-password}}'

# data.go.kr (KHOA tide stations, 15063474), decoding key
export KHOA_SERVICE_KEY='{{datagokr_key:datagokr-service-key}}'
# the encoding key is the same thing percent-encoded, don't paste both

alias cmems='copernicusmarine'
