terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }
    bunnynet   = { source = "BunnyWay/bunnynet", version = "~> 0.5" }
  }
}

variable "cloudflare_api_token" { sensitive = true }
variable "bunny_api_key" { sensitive = true }

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

provider "bunnynet" {
  api_key = var.bunny_api_key
}

resource "cloudflare_r2_bucket" "media" {
  account_id = var.cloudflare_account_id
  name       = var.r2_bucket
  location   = "WEUR"
}

resource "bunnynet_storage_zone" "training" {
  name      = "yellowlegs-training-media"
  region    = "DE"
  zone_tier = "Standard"
}
