variable "vsphere_password" {
  type      = string
  sensitive = true
  default   = env("PKR_VAR_vsphere_password")
}

source "vsphere-iso" "rocky9" {
  vcenter_server      = "vcsa01.avocet.example.edu"
  username            = "svc-packer@vsphere.local"
  password            = var.vsphere_password
  datacenter          = "Avocet-DC"
  cluster             = "infra"
  guest_os_type       = "rhel9_64Guest"
  ssh_username        = "root"
  ssh_password        = "{{password:packer-build-root-password}}"
  iso_paths           = ["[vsan] iso/Rocky-9.5-x86_64-minimal.iso"]
  iso_checksum        = "sha256:eedbdc2875c32c7f00e70fc861edef48587c7cbfd106885af80bdf434543820b"
  http_directory      = "http"
  boot_command        = ["<up><tab> inst.ks=http://{{ .HTTPIP }}:{{ .HTTPPort }}/ks.cfg<enter>"]
}

build {
  sources = ["source.vsphere-iso.rocky9"]
}
