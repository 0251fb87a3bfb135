packer {
  required_plugins {
    qemu = {
      version = ">= 1.1.0"
      source  = "github.com/hashicorp/qemu"
    }
  }
}

source "qemu" "rocky9-compute" {
  iso_url          = "https://download.rockylinux.org/pub/rocky/9.4/isos/x86_64/Rocky-9.4-x86_64-minimal.iso"
  iso_checksum     = "sha256:ee3ac97fdffab58652421941599902012179c37535aece76824673105169c4a2"
  disk_size        = "40G"
  format           = "qcow2"
  accelerator      = "kvm"
  http_directory   = "http"
  boot_command     = ["<tab> inst.text inst.ks=http://{{ .HTTPIP }}:{{ .HTTPPort }}/ks.cfg<enter><wait>"]
  ssh_username     = "root"
  ssh_password     = "{{password:packer-ssh-password}}"
  ssh_timeout      = "30m"
  shutdown_command = "shutdown -P now"
}

build {
  sources = ["source.qemu.rocky9-compute"]
  provisioner "ansible" {
    playbook_file   = "../ansible/compute.yml"
    extra_arguments = ["--vault-password-file", "~/.vault_pass.txt"]
  }
}
