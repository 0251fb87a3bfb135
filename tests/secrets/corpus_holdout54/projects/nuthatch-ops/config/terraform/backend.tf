terraform {
  cloud {
    organization = "nuthatch-hpc"
    workspaces {
      name = "ops-prod"
    }
  }
  required_providers {
    awx = {
      source  = "denouche/awx"
      version = "0.29.1"
    }
  }
}

provider "awx" {
  hostname = "https://awx.nuthatch.example.cz"
  token    = var.awx_token
}
