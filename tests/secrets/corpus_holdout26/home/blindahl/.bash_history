mc alias set rocklab https://minio.rocklab.dunlin.example.edu rocklab-daq {{password:minio-secret-key}}
mc ls rocklab/triaxial-raw/2026-11
mc cp rocklab/triaxial-raw/2026-11/GR-07_AE.tdms .
influx auth list --host http://influx.rocklab.dunlin.example.edu:8086
influx config create --config-name rocklab --host-url http://influx.rocklab.dunlin.example.edu:8086 --org dunlin-rocklab --token {{influxdb}} --active
influx query 'from(bucket:"triaxial") |> range(start:-1h)'
abaqus job=granite_ucs cpus=32 interactive
export LM_LICENSE_FILE=27000@flexlm.dunlin.example.edu
ssh daq@mts-pc.rocklab.dunlin.example.edu
sshpass -p '{{password:mts-pc-password}}' scp daq@mts-pc.rocklab.dunlin.example.edu:/D/TestSuite/Export/GR-07.csv .
md5sum GR-07.csv
git push origin main
