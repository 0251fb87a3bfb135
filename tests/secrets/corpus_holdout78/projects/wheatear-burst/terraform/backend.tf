terraform {
  cloud {
    organization = "wheatear-hpc"
    workspaces {
      name = "burst-partition"
    }
  }
  required_providers {
    hcloud   = { source = "hetznercloud/hcloud", version = "~> 1.49" }
    scaleway = { source = "scaleway/scaleway", version = "~> 2.47" }
    exoscale = { source = "exoscale/exoscale", version = "~> 0.62" }
  }
}

provider "hcloud" {
  token = var.hcloud_token
}
