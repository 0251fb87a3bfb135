packer {
  required_plugins {
    vsphere = {
      version = ">= 1.4.0"
      source  = "github.com/hashicorp/vsphere"
    }
  }
}

variable "vsphere_password" {
  type      = string
  sensitive = true
  default   = "{{password:vsphere-packer-password}}"
}

source "vsphere-iso" "rocky9" {
  vcenter_server      = "vcsa01.redpoll.example.za"
  username            = "svc-packer@vsphere.local"
  password            = var.vsphere_password
  insecure_connection = true
  datacenter          = "RDP-DC1"
  cluster             = "win-licensed"
  datastore           = "vsanDatastore"
  guest_os_type       = "rhel9_64Guest"
  iso_paths           = ["[isos] Rocky-9.5-x86_64-minimal.iso"]
  iso_checksum        = "sha256:eedbdc2875c32c7f00e70fc861edef48587c7cbfd106885af80bdf434543820b"
  ssh_username        = "root"
  ssh_password        = "{{password:packer-build-root-password}}"
  http_directory      = "http"
  boot_command        = ["<up><tab> inst.ks=http://{{ .HTTPIP }}:{{ .HTTPPort }}/ks.cfg<enter>"]
}

build {
  sources = ["source.vsphere-iso.rocky9"]
}
