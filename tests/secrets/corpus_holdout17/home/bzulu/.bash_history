nsc add user --account TELEMETRY nodes
nsc generate creds -a TELEMETRY -n nodes > /etc/nats/telemetry.creds
nats --context telemetry sub 'telegraf.nodes' --count 5
nats --server nats://monitor:{{password_url:nats-monitor-password}}@nats-1.guillemot.example.edu:4222 server report jetstream
influx auth list --token {{influxdb:influxdb-token}}
nsc describe account TELEMETRY
ipmitool -I lanplus -H 10.41.0.11 -U ADMIN -P "$IPMI_PW" sdr
