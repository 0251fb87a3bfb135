terraform {
  required_providers {
    harbor = {
      source  = "goharbor/harbor"
      version = "~> 3.10"
    }
  }
}

provider "harbor" {
  url      = "https://harbor.wryneck.example.pt"
  username = "admin"
  password = var.harbor_admin_password
}

resource "harbor_project" "stack" {
  name   = "stack"
  public = false
}

resource "harbor_robot_account" "k8s_pull" {
  name   = "k8s-pull"
  level  = "project"
  secret = "{{alnum32:harbor-robot-secret}}"
  permissions {
    access {
      action   = "pull"
      resource = "repository"
    }
    kind      = "project"
    namespace = harbor_project.stack.name
  }
}
