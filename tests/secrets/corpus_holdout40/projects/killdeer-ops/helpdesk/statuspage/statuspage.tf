terraform {
  required_providers {
    statuspage = { source = "yannh/statuspage", version = "0.1.12" }
  }
}
provider "statuspage" {
  token = "{{uuid:statuspage-api-key}}"
}
resource "statuspage_component" "slurm" {
  page_id     = "kctbh9vrtdwd"
  name        = "Slurm scheduler"
  description = "Job submission on login.killdeer.example.org"
  status      = "operational"
}
