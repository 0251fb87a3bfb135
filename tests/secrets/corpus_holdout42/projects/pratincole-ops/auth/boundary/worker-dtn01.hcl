disable_mlock = true

listener "tcp" {
  address = "0.0.0.0:9202"
  purpose = "proxy"
}

worker {
  public_addr       = "dtn01.pratincole.example.org"
  initial_upstreams = ["boundary-ctl01.pratincole.example.org:9201"]
  auth_storage_path = "/var/lib/boundary/worker"
  controller_generated_activation_token = "{{boundary_worker_activation}}"
  tags {
    type = ["dtn", "storage"]
  }
}
