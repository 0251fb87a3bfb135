rabbitmqctl list_users
rabbitmqctl add_user slurm-events '{{password:rabbitmq-password}}'
rabbitmqctl set_permissions -p /hpc slurm-events '^slurm\.' '^slurm\.' '^slurm\.'
kafka-console-consumer.sh --bootstrap-server kafka01.wagtail.example.jp:9093 --topic dcgm.metrics --consumer.config /etc/kafka/client-sasl.properties --max-messages 5
curl -s -XPOST -H "Authorization: Bearer {{slack_bot}}" -d channel=C05HPC0PS -d text=test https://slack.com/api/chat.postMessage
register_new_matrix_user -u hpc-alerts -a -c /data/homeserver.yaml https://matrix.wagtail.example.jp
matrix-commander --login password --homeserver https://matrix.wagtail.example.jp --user-login @hpc-alerts:wagtail.example.jp
zulip-send --config-file /etc/ops/zuliprc --stream hpc --subject test -m hello
curl -u slurm-bot@zulip.wagtail.example.jp:$ZULIP_API_KEY https://zulip.wagtail.example.jp/api/v1/users/me
mmctl webhook list hpc
