# Priya Raman — substorm nowcasting
module load python/3.12 julia/1.11
export SM_USERID=praman          # SuperMAG "logon": a registered user name, not a password
export CDAS_BASE=https://cdaweb.gsfc.nasa.gov/WS/cdasr/1
export NOAA_CDO_TOKEN={{alpha32_token:noaa-cdo-token}}
export INFLUX_HOST=https://influx.wryneck.example.pt
alias swpc='curl -s https://services.swpc.noaa.gov/products/solar-wind/plasma-5-minute.json | jq ".[-1]"'
