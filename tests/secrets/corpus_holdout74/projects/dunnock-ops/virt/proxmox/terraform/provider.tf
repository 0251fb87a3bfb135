terraform {
  required_providers {
    proxmox = {
      source  = "bpg/proxmox"
      version = "0.66.1"
    }
  }
}

variable "proxmox_api_token" {
  type      = string
  sensitive = true
}

provider "proxmox" {
  endpoint  = "https://pve01.dunnock.example.nz:8006/"
  api_token = var.proxmox_api_token
  insecure  = false

  ssh {
    agent    = true
    username = "terraform"
  }
}
