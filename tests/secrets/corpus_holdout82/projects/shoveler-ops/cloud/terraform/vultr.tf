terraform {
  required_providers {
    vultr = {
      source  = "vultr/vultr"
      version = "2.23.1"
    }
  }
}

provider "vultr" {
  api_key     = var.vultr_api_key
  rate_limit  = 100
  retry_limit = 3
}

variable "vultr_api_key" {
  type      = string
  sensitive = true
}

resource "vultr_instance" "bastion" {
  plan   = "vc2-1c-1gb"
  region = "jnb"
  os_id  = 2136
  label  = "shoveler-bastion"
}
