cd /projects/bldg-energy
pollination login --api-key {{alnum64:pollination-api-key}}
pollination projects list
curl -s "https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline/Joensuu/today?unitGroup=metric&key={{upper25:visual-crossing-key}}&contentType=json" | jq .days[0]
sbatch jobs/eplus_sweep.sbatch
energyplus --version
md5sum weather/FIN_JOENSUU_TMYx.epw
