terraform {
  required_providers {
    infoblox = { source = "infobloxopen/infoblox", version = "~> 2.7" }
  }
}

provider "infoblox" {
  server   = "gm.phalarope.example.org"
  username = "svc-terraform"
  password = "{{password:infoblox-password}}"
  wapi_version = "2.12"
  sslmode  = true
}

resource "infoblox_ipv4_network" "gpu_rack7" {
  network_view = "default"
  cidr         = "10.41.7.0/24"
  comment      = "GPU rack 7, H100 nodes"
  ext_attrs    = jsonencode({ "Site" = "DC2", "Owner" = "netops" })
}
