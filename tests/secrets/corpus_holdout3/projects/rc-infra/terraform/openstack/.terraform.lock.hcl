# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/random" {
  version     = "3.6.3"
  constraints = "~> 3.6"
  hashes = [
    "h1:zG9uFP8l9u+yGZZvi5Te7PV62j50azpgwPunq2vTm1E=",
    "zh:04ceb65210251339f07cd4611885d242cd4d0c7306e86dda9785396807c00451",
    "zh:448f56199f3e99ff75d5c0afacae867ee795e4dfda6cb5f8e3b2a72ec3583dd8",
  ]
}

provider "registry.terraform.io/mrparkers/keycloak" {
  version = "4.4.0"
  hashes = [
    "h1:5vm1GZJQ7NlZCjDEKSM3rGqP6uL2Zq3fVnNzQ9jQqg8=",
    "zh:0e1dc4b7c9e2a3f56f9f2f86b2a5bd63ed1eb1c8a0b1e2e3d4f5a6b7c8d9e0f1",
  ]
}
