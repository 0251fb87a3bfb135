terraform {
  backend "gcs" {
    bucket = "tc-burst-tfstate"
    prefix = "burst"
  }
}
provider "google" {
  project     = var.gcp_project
  region      = var.gcp_region
  credentials = file("../gcp/tc-burst-sa.json")
}
provider "openstack" {
  auth_url                      = var.os_auth_url
  application_credential_id     = var.os_app_cred_id
  application_credential_secret = var.os_app_cred_secret
}
resource "google_compute_instance_template" "a3" {
  name_prefix  = "tc-a3-"
  machine_type = "a3-highgpu-8g"
  metadata = {
    ssh-keys = "slurm:ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2mQ9xZ1vB7nW4pL8tR2uO5yE6aS0dF3gH7jK1lZ9x slurm@tc"
  }
}
