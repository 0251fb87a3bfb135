# shaugen — space-weather forecasting
module load python/3.12
export SWX=/projects/swx-forecast
# api.nasa.gov key for DONKI (CMEs, flares, GSTs); DEMO_KEY is rate-limited to 30/h
export NASA_API_KEY={{random40:nasa-api-key}}
export SUPERMAG_USER=shaugen   # SuperMAG logon is the user name, no secret
export INFLUX_URL=https://influx.swx.willet.example.org
alias kp='python $SWX/ingest/swpc_kp.py --since 3d'
