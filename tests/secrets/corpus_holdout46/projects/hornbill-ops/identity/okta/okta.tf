terraform {
  required_providers {
    okta = { source = "okta/okta", version = "~> 4.11" }
  }
}

provider "okta" {
  org_name  = "hornbill"
  base_url  = "okta.com"
  api_token = "{{okta}}"
  # api_token = var.okta_api_token   # TODO move back to a variable
}

resource "okta_group" "hpc_users" {
  name        = "HPC-Users"
  description = "Synced to FreeIPA via SCIM"
}
