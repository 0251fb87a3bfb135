terraform {
  required_providers {
    rancher2 = {
      source  = "rancher/rancher2"
      version = "5.1.0"
    }
  }
}

provider "rancher2" {
  api_url    = "https://rancher.serin.example.mx"
  access_key = var.rancher_access_key
  secret_key = var.rancher_secret_key
}

variable "rancher_access_key" { type = string }
variable "rancher_secret_key" {
  type      = string
  sensitive = true
}

resource "rancher2_project" "investigacion" {
  name       = "investigacion"
  cluster_id = "c-m-7xk2p"
}
