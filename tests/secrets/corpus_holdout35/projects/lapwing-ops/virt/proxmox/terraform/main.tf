terraform {
  required_providers {
    proxmox = {
      source  = "bpg/proxmox"
      version = "0.66.3"
    }
  }
}

provider "proxmox" {
  endpoint  = "https://pve01.lapwing.example.org:8006/"
  api_token = var.pve_api_token
  insecure  = false

  ssh {
    agent    = false
    username = "terraform"
    private_key = <<-EOT
{{pem_openssh:ssh-private-key}}
    EOT
  }
}

resource "proxmox_virtual_environment_vm" "vdi" {
  count     = 12
  name      = "gpu-vdi-${count.index + 1}"
  node_name = "pve0${count.index % 3 + 1}"
  clone { vm_id = 9000 }
  initialization {
    user_account {
      username = "lapwing"
      password = var.vdi_password
    }
  }
}
