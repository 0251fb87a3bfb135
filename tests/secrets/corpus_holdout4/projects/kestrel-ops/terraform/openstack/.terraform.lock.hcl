# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/random" {
  version = "3.6.3"
  hashes = [
    "h1:zG9uFP8l9u+yGZZvi5Te7PV62j50azpgwPunq2vTm1E=",
    "zh:04ceb65210251339f07cd4611885d242cd4d0c7306e86dda9785396807c00451",
    "zh:448f56199f3e99ff75d5c0afacae867ee795e4dfda6cb5f8e3b2a72ec3583dd8",
  ]
}

provider "registry.terraform.io/terraform-provider-openstack/openstack" {
  version     = "3.0.0"
  constraints = "~> 3.0"
  hashes = [
    "h1:1t8T5b6bOa9Q0f7mE2jH1wK4yP3sV6cZ9xL2nR5tU8o=",
    "zh:1d3e9a2b7c4f5e6a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a",
  ]
}
