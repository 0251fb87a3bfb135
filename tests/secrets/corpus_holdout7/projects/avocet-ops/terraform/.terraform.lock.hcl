# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/bpg/proxmox" {
  version     = "0.66.3"
  constraints = "0.66.3"
  hashes = [
    "h1:3kQ9vX2mZb7Lr4Np8Tc1Wd6Yf0Hg5Js3Ke9Ua2Ri7Oo=",
    "zh:0a3d8c2f7b1e94560d3a7c1f9e2b8d4a6c0f5e3b7d9a1c4e6f8b2d0a3c5e7f91",
    "zh:1b7e4f0a2c9d68351e4b8c2a7f1d9e3c5b0a6f8d2e4c7a9b1f3d5e8c0a2b4d6f",
  ]
}
