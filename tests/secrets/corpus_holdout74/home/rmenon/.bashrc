# rmenon — braided rivers
module load gdal/3.9 proj/9.4 2>/dev/null
export OPENTOPO_API_KEY={{hex32:opentopography-api-key}}
export TETHYS_HOME=/projects/tethys-braided/tethys
export GEOSERVER_ADMIN_PASSWORD="$(grep ^GEOSERVER_ADMIN_PASSWORD= /projects/tethys-braided/deploy/.env | cut -d= -f2)"
# OpenTopography demo key from their docs, rate limited: demoapikeyot2022
