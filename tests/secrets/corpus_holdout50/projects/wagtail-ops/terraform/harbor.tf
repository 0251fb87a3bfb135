terraform {
  required_providers {
    harbor = {
      source  = "goharbor/harbor"
      version = "3.10.15"
    }
  }
}

provider "harbor" {
  url      = "https://harbor.wagtail.example.jp"
  username = "admin"
  password = var.harbor_admin_password
}

resource "harbor_robot_account" "ci_builder" {
  name        = "builder"
  description = "CI push robot"
  level       = "project"
  secret      = var.ci_builder_secret
  permissions {
    kind      = "project"
    namespace = "ci"
    access {
      action   = "push"
      resource = "repository"
    }
  }
}
