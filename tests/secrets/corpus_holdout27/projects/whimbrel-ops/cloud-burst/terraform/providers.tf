terraform {
  required_providers {
    hcloud = { source = "hetznercloud/hcloud", version = "~> 1.49" }
    ovh    = { source = "ovh/ovh", version = "~> 1.1" }
  }
  backend "s3" {
    bucket = "whimbrel-tfstate"
    key    = "cloud-burst/terraform.tfstate"
    region = "eu-north-1"
  }
}

provider "hcloud" {
  token = var.hcloud_token
}

provider "ovh" {
  endpoint           = var.ovh_endpoint
  application_key    = var.ovh_application_key
  application_secret = var.ovh_application_secret
  consumer_key       = var.ovh_consumer_key
}
