datacenter = "pratincole-dc1"
data_dir   = "/opt/consul"
encrypt    = "{{tsig:consul-gossip-key}}"
retry_join = ["consul01.pratincole.example.org", "consul02.pratincole.example.org", "consul03.pratincole.example.org"]

acl {
  enabled                  = true
  default_policy           = "deny"
  enable_token_persistence = true
  tokens {
    agent = "{{uuid:consul-acl-token}}"
  }
}

tls {
  defaults {
    ca_file   = "/etc/consul.d/consul-agent-ca.pem"
    cert_file = "/etc/consul.d/dc1-server-consul-0.pem"
    key_file  = "/etc/consul.d/dc1-server-consul-0-key.pem"
  }
}
