datacenter = "skua"
data_dir   = "/opt/nomad"

server {
  enabled          = true
  bootstrap_expect = 3
  encrypt          = "{{sas_key:nomad-gossip-key}}"
}

consul {
  address = "127.0.0.1:8500"
  token   = "{{uuid:consul-acl-token}}"
}

acl {
  enabled = true
}
