variable "ssh_password" {
  type      = string
  sensitive = true
  default   = "{{password:packer-ssh-password}}"
}

source "hcloud" "gpu_base" {
  token        = var.hcloud_token
  image        = "ubuntu-24.04"
  location     = "fsn1"
  server_type  = "ccx33"
  ssh_username = "root"
  snapshot_name = "wheatear-burst-${formatdate("YYYYMMDD", timestamp())}"
}

build {
  sources = ["source.hcloud.gpu_base"]
  provisioner "shell" {
    inline = ["echo 'root:${var.ssh_password}' | chpasswd", "apt-get -y install munge slurmd"]
  }
}
