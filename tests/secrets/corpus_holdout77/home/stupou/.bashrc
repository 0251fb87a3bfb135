# .bashrc — stupou
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11
export ARANGO_PW='{{password:arangodb-password}}'
# Spire Maritime (AIS) GraphQL token, for ship tracks near the cetacean sightings
export SPIRE_TOKEN={{alnum32:spire-maritime-token}}
