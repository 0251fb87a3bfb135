terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }
  }
}
variable "cloudflare_api_token" { sensitive = true }
provider "cloudflare" {
  api_token = var.cloudflare_api_token
}
resource "cloudflare_record" "portal" {
  zone_id = var.zone_id
  name    = "portal"
  content = var.portal_origin_ip
  type    = "A"
  proxied = true
}
