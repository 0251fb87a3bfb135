variable "vsphere_password" {
  type      = string
  sensitive = true
}

provider "vsphere" {
  user                 = "svc-terraform@vsphere.local"
  password             = var.vsphere_password
  vsphere_server       = "vcenter.dipper.example.ca"
  allow_unverified_ssl = false
}
