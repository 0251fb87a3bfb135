terraform {
  required_providers {
    keycloak = {
      source  = "keycloak/keycloak"
      version = "5.0.0"
    }
  }
}

provider "keycloak" {
  client_id     = "terraform"
  client_secret = var.keycloak_terraform_secret
  url           = "https://sso.turnstone.example.org"
}

resource "keycloak_openid_client" "grafana" {
  realm_id              = "turnstone"
  client_id             = "grafana"
  access_type           = "CONFIDENTIAL"
  standard_flow_enabled = true
  valid_redirect_uris   = ["https://grafana.turnstone.example.org/login/generic_oauth"]
  # set explicitly so grafana.ini does not need changing on re-create
  client_secret         = "{{alnum32:keycloak-client-secret}}"
}

variable "keycloak_terraform_secret" {
  type      = string
  sensitive = true
}
