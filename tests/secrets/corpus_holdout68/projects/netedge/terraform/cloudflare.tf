terraform {
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.40"
    }
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
  zone_id = "0da1b5cf19caf81203e904245b75ec5a"
}

resource "cloudflare_record" "headscale" {
  zone_id = local.zone_id
  name    = "hs"
  type    = "A"
  content = "203.0.113.10"
  proxied = false
}

resource "cloudflare_record" "acme_fw01" {
  zone_id = local.zone_id
  name    = "_acme-challenge.fw01"
  type    = "TXT"
  content = "gfj9Xq...Rg85nM"
  ttl     = 120
}
