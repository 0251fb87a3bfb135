storage "raft" {
  path    = "/opt/vault/data"
  node_id = "vault-1"
}
listener "tcp" {
  address       = "0.0.0.0:8200"
  tls_cert_file = "/opt/vault/tls/vault.crt"
  tls_key_file  = "/opt/vault/tls/vault.key"
}
seal "pkcs11" {
  lib            = "/usr/lib64/pkcs11/yubihsm_pkcs11.so"
  slot           = "0"
  pin            = "{{yubihsm_pin}}"
  key_label      = "vault-hsm-key"
  hmac_key_label = "vault-hsm-hmac-key"
  generate_key   = "false"
}
api_addr     = "https://vault.shrike.example.ac.uk:8200"
cluster_addr = "https://vault-1.shrike.example.ac.uk:8201"
ui           = true
