terraform {
  required_providers {
    fortios = {
      source  = "fortinetdev/fortios"
      version = "1.20.0"
    }
  }
}

# REST API admin "tf-automation" on the lab FortiGate 100F (trusthost 10.20.0.0/24)
provider "fortios" {
  hostname = "fgt-lab.greenshank.example.org"
  token    = "{{fortigate_token}}"
  insecure = "false"
  cabundlefile = "/etc/pki/tls/certs/greenshank-ca.pem"
}

resource "fortios_firewall_address" "slurmrestd" {
  name    = "slurmrestd-vip"
  subnet  = "10.30.4.21 255.255.255.255"
  type    = "ipmask"
  comment = "slurmrestd for the science gateways"
}
