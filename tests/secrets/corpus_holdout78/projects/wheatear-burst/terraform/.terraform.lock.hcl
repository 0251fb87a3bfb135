# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hetznercloud/hcloud" {
  version     = "1.49.1"
  constraints = "~> 1.49"
  hashes = [
    "h1:JZUqrJ0sda4yWkFa14tgOlyRbz6y77eNnz9voiOX6+M=",
    "zh:76b44d6dc482314c099a35ae183d4589e2f10b268a64d2a8a42c41d0bfe01177",
    "zh:21b6d45b30b62bc5fbdd37c97c61fd1ab87fb883f99186c23e5facc95284a0ea",
    "zh:f072815c6dfe09e06ab43bf860824b8eb48f0aa255737c6620093e9c7135e7c2",
  ]
}

provider "registry.terraform.io/scaleway/scaleway" {
  version     = "2.47.0"
  constraints = "~> 2.47"
  hashes = [
    "h1:WdtT/eFIYw27t588lE28oYsIjuIH4V1YB2xih60DM2k=",
    "zh:5c7efd12e97763cb0b45b52e708a811f32ce48fea6bc6ab865d7d39384952beb",
    "zh:864b43b715773b7813116ed19637caa2b33d0861833a0803ac8b98bc4f783694",
    "zh:e786b3738864d18c484467113daf2830fc41c81a73192de7e2e240f7b0e5d82a",
  ]
}

provider "registry.terraform.io/exoscale/exoscale" {
  version     = "0.62.3"
  constraints = "~> 0.62"
  hashes = [
    "h1:fRlq2O9HeepoTAyWcI0AZ2s/Yh0O73NJ6qmG/Ux0juI=",
    "zh:97b70a71130ede19277f2030dd5192850c72fcb562d14a569e36e21a52412a38",
    "zh:e857839246411e7aec7ba2c569a6bb425974b56816bfbf0efc59de40eb20985c",
    "zh:975a032694133f50be65e201900d83ee84b28a1b01dcd9a7f35601ff11df11af",
  ]
}
