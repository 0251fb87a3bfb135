# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.54.1"
  constraints = "~> 5.50"
  hashes = [
    "h1:+aq386lQKbFVSfxOcWZNn4bTmqQnRAHdMBWbMtmRpNU=",
    "zh:2c4c2e9c0a1b3d5f7e9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d",
  ]
}
