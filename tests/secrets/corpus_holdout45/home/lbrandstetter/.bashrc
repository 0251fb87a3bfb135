# ~/.bashrc — Lena Brandstetter
[ -f /etc/bashrc ] && . /etc/bashrc
module load java/21 maven/3.9 sumo/1.21.0 python/3.12
export SUMO_HOME=/apps/sumo/1.21.0/share/sumo
export TOMTOM_KEY={{alnum32:tomtom-api-key}}
export HERE_API_KEY={{b64url43:here-api-key}}
export MAVEN_OPTS="-Xmx4g"
