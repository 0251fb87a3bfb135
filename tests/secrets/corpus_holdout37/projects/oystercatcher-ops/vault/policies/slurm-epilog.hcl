path "kv/data/rabbitmq/flash-jobs" {
  capabilities = ["read"]
}
path "pki_int/issue/slurm-node" {
  capabilities = ["create", "update"]
}
# accessor of the epilog token: hmac-sha256:8c3e1f0a9b7d2c4e6f8a1b3d5c7e9f0a2b4d6c8e0f1a3b5d7c9e2f4a6b8d0c1e
