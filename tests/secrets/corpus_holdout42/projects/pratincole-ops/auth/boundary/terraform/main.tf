terraform {
  required_providers {
    boundary = {
      source  = "hashicorp/boundary"
      version = "1.2.0"
    }
  }
}

provider "boundary" {
  addr             = "https://boundary.pratincole.example.org:9200"
  recovery_kms_hcl = <<EOT
kms "aead" {
  purpose   = "recovery"
  aead_type = "aes-gcm"
  key       = "{{tsig:boundary-recovery-kms-key}}"
  key_id    = "global_recovery"
}
EOT
}

resource "boundary_account_password" "bpetrescu" {
  auth_method_id = "ampw_Nq4TfP8LzW"
  login_name     = "bpetrescu"
  password       = var.bpetrescu_initial_password
}

resource "boundary_target" "oss_ssh" {
  name         = "oss-ssh"
  type         = "tcp"
  default_port = 22
  scope_id     = "p_7Ry2Kc9MwX"
}
