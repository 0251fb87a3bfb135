# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/cloudflare/cloudflare" {
  version     = "4.40.0"
  constraints = "~> 4.40"
  hashes = [
    "h1:3k9Xq2mW7v1B5n8C4z6L0j2H4g6F8d0S2a4Q6w8E0rY=",
    "zh:0a1b2c3d4e5f60718293a4b5c6d7e8f9012345670a1b2c3d4e5f6071829304a5",
  ]
}
