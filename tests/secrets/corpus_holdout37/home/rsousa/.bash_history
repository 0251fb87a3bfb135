kafka-topics.sh --bootstrap-server kafka-0:9093 --command-config kafka/client.properties --list
kafka-configs.sh --bootstrap-server kafka-0:9093 --alter --add-config 'SCRAM-SHA-512=[password={{password:kafka-scram-password}}]' --entity-type users --entity-name flash-jobs
rabbitmqctl change_password flash-jobs '{{password:rabbitmq-password}}'
rabbitmqadmin -u oyster-admin -p "$RABBIT_PASS" list queues
nsc generate creds -a OYSTER -n uhi-sensors > nats/sensors.creds
nats --context ops stream ls
pulsar tokens create --secret-key file:///etc/pulsar/token.key --subject heat-sensors
bin/pulsar-admin --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{{pulsar_token}} tenants list
mosquitto_passwd -b /etc/mosquitto/passwd grafana '{{password:mqtt-password}}'
mosquitto_pub -h mqtt.oystercatcher.example.org -p 8883 -u uhi-ingest -P '{{password:mqtt-password}}' -t test -m ping
curl -u a87465f14ca0d420:{{emqx_api_secret}} https://emqx.oystercatcher.example.org:18084/api/v5/clients
openssl x509 -noout -fingerprint -sha256 -in /etc/mosquitto/server.crt
