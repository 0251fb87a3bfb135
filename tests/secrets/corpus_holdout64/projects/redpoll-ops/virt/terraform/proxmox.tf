terraform {
  required_providers {
    proxmox = {
      source  = "Telmate/proxmox"
      version = "3.0.1-rc6"
    }
  }
}

variable "pm_api_token_secret" {
  type      = string
  sensitive = true
}

provider "proxmox" {
  pm_api_url          = "https://pve01.redpoll.example.za:8006/api2/json"
  pm_api_token_id     = "svc-terraform@pve!tf"
  pm_api_token_secret = var.pm_api_token_secret
  pm_tls_insecure     = false
}

resource "proxmox_vm_qemu" "login03" {
  name        = "login03"
  target_node = "pve04"
  clone       = "rocky9-cloudinit"
  cores       = 16
  memory      = 65536
  ciuser      = "rocky"
  sshkeys     = file("~/.ssh/id_ed25519.pub")
  ipconfig0   = "ip=10.40.1.23/24,gw=10.40.1.1"
}
