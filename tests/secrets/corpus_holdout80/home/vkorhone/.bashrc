# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
alias sq='squeue -u $USER'
module load geoconda

# Ground Control / Cloudloop data API for the SBD ice buoys
export CLOUDLOOP_TOKEN={{alnum32:cloudloop-api-token}}
# FMI ice service charts (jääpalvelu), WMS with basic auth
export FMI_ICE_USER=smew-seaice
export FMI_ICE_PASS='{{password:fmi-ice-wms-password}}'
# OpenDrift uses CMEMS through copernicusmarine, credentials in its own file (~/.copernicusmarine)
export COPERNICUSMARINE_SERVICE_USERNAME=vkorhone
