terraform {
  required_providers {
    fortios = {
      source  = "fortinetdev/fortios"
      version = "1.20.0"
    }
  }
}

provider "fortios" {
  hostname = "fw1.firecrest.example.ie:8443"
  token    = var.fortios_token
  insecure = false
  cabundlefile = "/etc/pki/tls/certs/firecrest-ca.pem"
}

variable "fortios_token" {
  type      = string
  sensitive = true
}
