cd ~/projects/correlator-ops
docker compose up -d
docker compose logs -f flower
rabbitmqctl -n rabbit@mq list_users
rabbitmqctl -n rabbit@mq add_user flower {{password:rabbitmq-password}}
rabbitmqctl -n rabbit@mq set_user_tags flower monitoring
rabbitmqctl -n rabbit@mq export_definitions /tmp/defs.json
redis-cli -h redis.chiffchaff.example.za -a {{password:redis-password}} --no-auth-warning info keyspace
kafka-configs.sh --bootstrap-server kafka1.chiffchaff.example.za:9093 --command-config admin.properties --alter \
  --add-config 'SCRAM-SHA-512=[iterations=8192,password={{password:kafka-scram-password}}]' \
  --entity-type users --entity-name corr-monitor
kafka-console-consumer.sh --bootstrap-server kafka1.chiffchaff.example.za:9093 --consumer.config kafka/client.properties --topic corr.sensors --max-messages 5
celery -A pipeline inspect active
kubectl -n correlator apply -f k8s/pipeline-secrets.yaml
kubectl -n correlator get secret pipeline-broker -o jsonpath='{.data.password}' | base64 -d
git log --oneline | head -3
