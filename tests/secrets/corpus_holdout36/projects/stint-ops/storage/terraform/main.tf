terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.70" }
  }
  backend "s3" {
    bucket                      = "stint-tfstate"
    key                         = "storage/rgw-buckets.tfstate"
    endpoint                    = "https://rgw.stint.example.org"
    region                      = "default"
    skip_credentials_validation = true
    use_path_style              = true
  }
}

variable "rgw_access_key" { type = string }
variable "rgw_secret_key" {
  type      = string
  sensitive = true
}

provider "aws" {
  region                      = "default"
  access_key                  = var.rgw_access_key
  secret_key                  = var.rgw_secret_key
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  endpoints { s3 = "https://rgw.stint.example.org" }
}

resource "aws_s3_bucket" "archive" {
  for_each = toset(["byz-msi-archive", "seaice-s1-archive", "lbm-checkpoints"])
  bucket   = each.key
}
