# kpichler
. /etc/bashrc
module load gdal/3.9 R/4.4.1 miniforge3
export PL_API_KEY={{planet_key}}
export MAPBOX_ACCESS_TOKEN={{pipit_mapbox_secret}}
# public token for the web map (pk.), fine to share
export MAPBOX_PUBLIC_TOKEN=pk.eyJ1Ijoia3BpY2hsZXIiLCJhIjoiY2x4N2Z3cW1wMGE0ZzJxcXZ0b2ZkaGZ6ZSJ9.Q3m8Vt1xK9pLw2RsY7cNfA
export GOOGLE_APPLICATION_CREDENTIALS=/proj/vineyard-frost/gee/service-account.json
