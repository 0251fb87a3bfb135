copernicusmarine login --username ytanjung --password '{{password:copernicus-marine-password}}'
copernicusmarine describe --contains GLOBAL_ANALYSISFORECAST_PHY
sbatch /projects/ocean-forecast/slurm/motu_download.sbatch
julia --project=/projects/ocean-forecast/julia -e 'include("windy_compare.jl"); windy(-5.1, 129.9)'
curl -s "https://api.stormglass.io/v2/weather/point?lat=-5.1&lng=129.9&params=waveHeight" -H "Authorization: {{stormglass_key}}"
curl -s "https://customer-api.open-meteo.com/v1/marine?latitude=-5.1&longitude=129.9&hourly=wave_height&apikey={{alnum16:open-meteo-api-key}}"
ncdump -h /scratch/ytanjung/hycom.nc | head
