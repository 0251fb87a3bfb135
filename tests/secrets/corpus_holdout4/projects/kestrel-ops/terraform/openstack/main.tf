terraform {
  required_providers {
    openstack = {
      source  = "terraform-provider-openstack/openstack"
      version = "~> 3.0"
    }
  }
  backend "s3" {
    bucket                      = "kestrel-tfstate"
    key                         = "openstack/terraform.tfstate"
    endpoints                   = { s3 = "https://s3.kestrel.example.edu" }
    region                      = "us-east-1"
    skip_credentials_validation = true
    use_path_style              = true
  }
}

provider "openstack" {
  auth_url                      = "https://keystone.kestrel.example.edu:5000/v3"
  application_credential_id     = var.app_cred_id
  application_credential_secret = var.app_cred_secret
}

resource "random_password" "harbor_db" {
  length  = 24
  special = false
}

resource "openstack_compute_instance_v2" "harbor" {
  name        = "harbor01"
  image_id    = "b2f1c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
  flavor_name = "m1.xlarge"
  key_pair    = "uwojcik-ed25519"
  user_data   = templatefile("cloud-init.yaml.tftpl", { db_password = random_password.harbor_db.result })
}
