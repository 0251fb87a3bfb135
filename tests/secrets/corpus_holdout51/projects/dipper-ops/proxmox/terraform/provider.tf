terraform {
  required_providers {
    proxmox = {
      source  = "bpg/proxmox"
      version = "0.76.1"
    }
  }
}

provider "proxmox" {
  endpoint  = "https://pve1.dipper.example.ca:8006/"
  api_token = "{{pve_api_token}}"
  insecure  = false
  ssh {
    agent    = true
    username = "root"
  }
}
