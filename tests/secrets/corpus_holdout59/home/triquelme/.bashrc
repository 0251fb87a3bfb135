# triquelme -- ice-sheet modelling
export ISSM_DIR=/opt/nesi/CS400_centos7_bdw/ISSM/4.24
source $ISSM_DIR/etc/environment.sh
export ELMER_HOME=/opt/elmer/9.0
export PATH=$ELMER_HOME/bin:$PATH
export EARTHDATA_USERNAME=triquelme
# EARTHDATA_PASSWORD comes from ~/.netrc (earthaccess reads it there)
export GOOGLE_APPLICATION_CREDENTIALS=$HOME/ross-ice/gee/ee-service-account.json
