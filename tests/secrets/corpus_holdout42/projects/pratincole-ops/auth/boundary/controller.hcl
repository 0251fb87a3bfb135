disable_mlock = true

controller {
  name        = "boundary-ctl01"
  description = "Pratincole Boundary controller"
  database {
    url = "postgresql://boundary:{{password_url:boundary-db-password}}@pg-apps.pratincole.example.org:5432/boundary?sslmode=verify-full"
  }
  public_cluster_addr = "boundary-ctl01.pratincole.example.org"
}

listener "tcp" {
  address     = "0.0.0.0:9200"
  purpose     = "api"
  tls_disable = false
  tls_cert_file = "/etc/boundary.d/tls/cert.pem"
  tls_key_file  = "/etc/boundary.d/tls/key.pem"
}

kms "aead" {
  purpose   = "root"
  aead_type = "aes-gcm"
  key       = "{{tsig:boundary-root-kms-key}}"
  key_id    = "global_root"
}

kms "aead" {
  purpose   = "worker-auth"
  aead_type = "aes-gcm"
  key       = "{{tsig:boundary-worker-auth-kms-key}}"
  key_id    = "global_worker-auth"
}

kms "aead" {
  purpose   = "recovery"
  aead_type = "aes-gcm"
  key       = "{{tsig:boundary-recovery-kms-key}}"
  key_id    = "global_recovery"
}
