# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/goharbor/harbor" {
  version     = "3.10.15"
  constraints = "3.10.15"
  hashes = [
    "h1:5k3q9Xy2ZbTfLm8nP0rW4sV7uA1cE6dG9hJ2kM5oQ8=",
    "zh:0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
    "zh:9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0",
  ]
}
