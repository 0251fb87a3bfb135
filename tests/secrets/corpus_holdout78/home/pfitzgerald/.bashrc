# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 gdal/3.9
export PATH=$HOME/.local/bin:$PATH

# transit APIs
export TRANSITLAND_API_KEY={{alnum32:transitland-api-key}}
export TOMTOM_KEY={{tomtom_api_key}}
export CITYMAPPER_KEY={{hex32:citymapper-api-key}}
# export TOMTOM_KEY=your_api_key_here
alias feeds='cd /projects/transit-rt/collector'
