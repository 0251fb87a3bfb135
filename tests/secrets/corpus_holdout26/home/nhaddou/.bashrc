# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module use /projects/soil-moisture/modules
export EARTHDATA_USERNAME=nhaddou_smap
# password comes from ~/.netrc; the token from `earthaccess` when needed
export EARTHDATA_TOKEN=$(cat ~/.config/earthdata/token 2>/dev/null)
export GOOGLE_APPLICATION_CREDENTIALS=~/.config/earthengine/dunlin-sm-sa.json
export EE_PROJECT=dunlin-soilmoisture
