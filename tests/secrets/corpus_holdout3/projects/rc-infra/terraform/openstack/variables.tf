variable "os_password" {
  type      = string
  sensitive = true
}

variable "keycloak_client_secret" {
  type      = string
  sensitive = true
}

variable "grafana_admin_password" {
  type    = string
  default = "admin"
}

resource "random_password" "xdmod_db" {
  length  = 24
  special = false
}

resource "keycloak_openid_client" "ondemand" {
  realm_id              = "puffin"
  client_id             = "ondemand.puffin.example.ac.uk"
  access_type           = "CONFIDENTIAL"
  standard_flow_enabled = true
  valid_redirect_uris   = ["https://ondemand.puffin.example.ac.uk/oidc"]
  client_secret         = var.ood_client_secret
}
