terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.44" }
  }
}

variable "cloudflare_api_token" { sensitive = true }
variable "cloudflare_account_id" {}
variable "zone_id" {}
variable "pages_project" {}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

resource "cloudflare_pages_project" "docs" {
  account_id        = var.cloudflare_account_id
  name              = var.pages_project
  production_branch = "main"
}

resource "cloudflare_record" "docs" {
  zone_id = var.zone_id
  name    = "docs"
  content = "stilt-docs.pages.dev"
  type    = "CNAME"
  proxied = true
}
