# ~/.bashrc -- Bastien Leclerc
[ -f /etc/bashrc ] && . /etc/bashrc
module load java/21 maven/3.9 sumo/1.21.0 python/3.11
export SUMO_HOME=/opt/apps/sumo/1.21.0/share/sumo
export PATH=$SUMO_HOME/tools:$PATH
export MAVEN_OPTS="-Xmx48g"

# openrouteservice (isochrones for the Lyon accessibility maps)
export ORS_API_KEY={{ors}}
