terraform {
  required_providers {
    fastly     = { source = "fastly/fastly", version = "~> 5.11" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }
  }
}

provider "fastly" {
  api_key = "{{fastly_token}}"
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

resource "fastly_service_vcl" "docs" {
  name = "docs.oystercatcher.example.org"
  domain { name = "docs.oystercatcher.example.org" }
  backend {
    address = "oyster-docs.netlify.app"
    name    = "netlify"
    port    = 443
  }
}
