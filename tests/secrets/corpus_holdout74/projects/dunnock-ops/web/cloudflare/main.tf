terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.48" }
  }
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

locals {
  zone_id    = "2c5f8a1d4e7b0c3f6a9d2e5b8c1f4a7d"
  account_id = "8e1f4a7c0b3d6e9f2a5c8b1d4e7f0a3c"
}

resource "cloudflare_record" "portal" {
  zone_id = local.zone_id
  name    = "portal"
  content = "203.0.113.80"
  type    = "A"
  proxied = true
}

resource "cloudflare_origin_ca_certificate" "ood" {
  csr                = file("ood.csr")
  hostnames          = ["ood.dunnock.example.nz"]
  request_type       = "origin-ecc"
  requested_validity = 5475
}
