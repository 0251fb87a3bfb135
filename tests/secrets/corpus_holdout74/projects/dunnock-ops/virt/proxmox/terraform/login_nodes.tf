resource "proxmox_virtual_environment_vm" "login" {
  count     = var.login_node_count
  name      = "login0${count.index + 1}"
  node_name = "pve0${count.index + 1}"

  clone {
    vm_id = var.vm_template_id
  }

  initialization {
    user_account {
      username = "cloud"
      keys     = [file("~/.ssh/id_ed25519.pub")]
      password = "{{password:vm-cloud-init-password}}"
    }
    ip_config {
      ipv4 { address = "dhcp" }
    }
  }

  cpu    { cores = 16 }
  memory { dedicated = 65536 }
}

variable "vm_template_id" { type = number }
variable "login_node_count" { type = number }
