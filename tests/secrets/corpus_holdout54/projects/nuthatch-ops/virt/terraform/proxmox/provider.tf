terraform {
  required_providers {
    proxmox = {
      source  = "bpg/proxmox"
      version = "0.66.1"
    }
  }
}

provider "proxmox" {
  endpoint  = "https://pve01.nuthatch.example.cz:8006/"
  api_token = "terraform@pve!provider={{uuid:proxmox-api-token-secret}}"
  insecure  = false
  ssh {
    agent    = true
    username = "terraform"
  }
}
