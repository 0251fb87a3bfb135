# ~/.bashrc — Astrid Lindqvist (boreal lidar)
[ -f /etc/bashrc ] && . /etc/bashrc
module load R/4.4.1 gdal/3.9.2 pdal/2.8.0
export PATH=$HOME/opt/FUSION/4.50:$PATH
export LIDR_THREADS=16
export OPENTOPO_API_KEY={{hex32:opentopography-api-key}}
# export OPENTOPO_API_KEY=demoapikeyot2022   # the portal's demo key, rate limited
export GEE_PROJECT=ee-boreal-lidar-redstart
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M"'
alias lastfusion='git -C ~/src/fusion-wrappers log -1 --format=%H'   # 8d1f2c04b7e9a3a51f0c6e2d9b47a18e5c3f7a20
