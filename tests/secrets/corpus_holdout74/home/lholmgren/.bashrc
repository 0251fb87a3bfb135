# lholmgren — vessel comms
export INFLUX_HOST=http://bridge-pc:8086
export INFLUX_TOKEN=$(grep ^INFLUX_TOKEN= /projects/kotuku-link/starlink/bridge-pc.env | cut -d= -f2)
export MARINETRAFFIC_API_KEY={{hex40:marinetraffic-api-key}}
export KOTUKU_MMSI=512004781
alias dish='grpcurl -plaintext -d "{\"get_status\":{}}" 192.168.100.1:9200 SpaceX.API.Device.Device/Handle'
