datacenter = "kestrel-dc1"
data_dir   = "/opt/nomad/data"

server {
  enabled          = true
  bootstrap_expect = 3
  # nomad operator gossip keyring generate
  encrypt = "{{sas_key:nomad-gossip-key}}"
}

acl {
  enabled = true
}

tls {
  http      = true
  rpc       = true
  ca_file   = "/etc/nomad.d/tls/nomad-agent-ca.pem"
  cert_file = "/etc/nomad.d/tls/global-server-nomad.pem"
  key_file  = "/etc/nomad.d/tls/global-server-nomad-key.pem"
}

consul {
  address = "127.0.0.1:8500"
  token   = "{{uuid:consul-acl-token}}"
}
