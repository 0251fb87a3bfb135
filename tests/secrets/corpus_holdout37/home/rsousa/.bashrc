export KAFKA_HEAP_OPTS="-Xmx1g"
export PATH=$PATH:/opt/kafka/bin:/opt/pulsar/bin
export RABBIT_PASS='{{password:rabbitmq-password}}'
export NATS_CONTEXT=ops
export EMQX_API_KEY=a87465f14ca0d420
# EMQX_API_SECRET comes from `pass show emqx/ops-automation`
export EMQX_API_SECRET="$(pass show emqx/ops-automation)"
