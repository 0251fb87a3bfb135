pid_file = "/run/vault-agent/pid"
vault {
  address = "https://vault.shrike.example.ac.uk:8200"
}
auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault-agent/role_id"
      secret_id_file_path = "/etc/vault-agent/secret_id"
      remove_secret_id_file_after_reading = false
    }
  }
  sink "file" { config = { path = "/run/vault-agent/token" } }
}
template {
  source      = "/etc/vault-agent/galaxy.yml.ctmpl"
  destination = "/srv/galaxy/config/galaxy.yml"
}
