terraform {
  required_providers {
    fastly = { source = "fastly/fastly", version = ">= 5.0" }
  }
}
provider "fastly" {
  # api_key = "q8Zr1LkP0mWn4XvT7bYc2Hd9Fg6Js3Ae"   # old token, deleted from Fastly account 2026-07 (revoked)
  api_key = var.fastly_api_key
}
variable "fastly_api_key" { sensitive = true }
