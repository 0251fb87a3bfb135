# .bashrc (aokafor)
module load r/4.4.1 java/21 gdal/3.9
export R5PY_JAVA_HOME=/opt/java/21
# HERE platform app nightjar-mobility (REST API key)
export HERE_API_KEY="{{here_api_key}}"
export TOMTOM_API_KEY={{tomtom_api_key}}
export OSM_PBF=/cluster/projects/transit-equity/osm/switzerland-latest.osm.pbf
