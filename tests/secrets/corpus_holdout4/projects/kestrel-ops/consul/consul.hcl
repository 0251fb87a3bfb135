datacenter = "kestrel-dc1"
data_dir   = "/opt/consul"
encrypt    = "{{sas_key:consul-gossip-key}}"
retry_join = ["consul01.kestrel.example.edu", "consul02.kestrel.example.edu", "consul03.kestrel.example.edu"]

acl {
  enabled                  = true
  default_policy           = "deny"
  enable_token_persistence = true
  tokens {
    initial_management = "{{uuid:consul-management-token}}"
    agent              = "${CONSUL_AGENT_TOKEN}"
  }
}

ui_config {
  enabled = true
}
