datacenter = "skua"
data_dir   = "/opt/consul"
server     = true
bootstrap_expect = 3
retry_join = ["10.40.1.21", "10.40.1.22", "10.40.1.23"]
encrypt    = "{{sas_key:consul-gossip-key}}"

acl {
  enabled        = true
  default_policy = "deny"
  tokens {
    agent = "{{uuid:consul-acl-token}}"
  }
}

tls {
  defaults {
    ca_file   = "/etc/consul.d/tls/consul-agent-ca.pem"
    cert_file = "/etc/consul.d/tls/skua-server-consul-0.pem"
    key_file  = "/etc/consul.d/tls/skua-server-consul-0-key.pem"
  }
}
