terraform {
  required_providers {
    proxmox = {
      source  = "bpg/proxmox"
      version = "0.66.3"
    }
  }
}

provider "proxmox" {
  endpoint  = "https://pve01.avocet.example.edu:8006/"
  api_token = var.proxmox_api_token
  insecure  = false
}

variable "proxmox_api_token" {
  type      = string
  sensitive = true
}
