path "kv/data/portals/galaxy/*" {
  capabilities = ["read"]
}
path "pki_int/issue/portals" {
  capabilities = ["create", "update"]
}
